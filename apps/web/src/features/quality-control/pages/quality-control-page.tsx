import { PhoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FiguresTab } from '@/features/quality-control/components/figures-tab';
import { QUEUE_FILTERS, QueueTab } from '@/features/quality-control/components/queue-tab';
import { useListParams } from '@/lib/list-params';
import { localizePath } from '@/lib/locale';
import { ListPage } from '@/ui/list-page/list-page';
import { ListTabs } from '@/ui/list-page/list-tabs';
import { useLocale } from '@/ui/use-locale';

type Tab = 'queue' | 'figures';

/**
 * /quality-control (issue 11): the queue of signed sales to review, oldest first, and the figures of a period
 * per agent and team. The tab, the queue's filter and the period are in the URL.
 */
export const QualityControlPage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'figures' ? 'figures' : 'queue';
  const list = useListParams({ filters: QUEUE_FILTERS, defaultSort: 'signedAt', defaultOrder: 'asc' });

  // Each tab keeps only its own parameters: the queue's paging means nothing to the figures.
  const switchTo = (next: Tab) => setSearch(next === 'figures' ? { tab: 'figures' } : {});

  return (
    <ListPage
      title={t('quality-control:title')}
      description={t('quality-control:description')}
      actions={
        <Link
          to={localizePath('/quality-control/opposition', locale)}
          className="inline-flex h-9 items-center gap-1.5 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <PhoneOff aria-hidden="true" className="size-4" />
          {t('quality-control:oppositionLink')}
        </Link>
      }
      tabs={
        <ListTabs<Tab>
          label={t('quality-control:tabs.label')}
          controls="quality-control-panel"
          value={tab}
          onChange={switchTo}
          tabs={[
            { id: 'queue', label: t('quality-control:tabs.queue') },
            { id: 'figures', label: t('quality-control:tabs.figures') },
          ]}
        />
      }
    >
      <div id="quality-control-panel" role="tabpanel">
        {tab === 'queue' ? <QueueTab list={list} /> : <FiguresTab />}
      </div>
    </ListPage>
  );
};
