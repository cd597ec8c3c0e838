import { EMAIL_STATUSES, EMAIL_TEMPLATES } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import type { ListParamsState } from '@/lib/list-params';
import { FilterSelect } from '@/ui/data-table/filter-select';

/** The emails list's filters: status and template (the sale comes from the URL, `?saleId=`). */
export const EmailFilters = ({ list }: { list: ListParamsState }) => {
  const { t } = useTranslation();
  const { filters } = list.params;
  return (
    <>
      <FilterSelect
        label={t('emails:fields.status')}
        allLabel={t('emails:filters.allStatuses')}
        value={filters.status}
        onChange={(value) => list.setFilter('status', value)}
        options={EMAIL_STATUSES.map((status) => ({ value: status, label: t(`emails:status.${status}`) }))}
      />
      <FilterSelect
        label={t('emails:fields.template')}
        allLabel={t('emails:filters.allTemplates')}
        value={filters.template}
        onChange={(value) => list.setFilter('template', value)}
        options={EMAIL_TEMPLATES.map((template) => ({
          value: template,
          label: t(`emails:template.${template}`),
        }))}
      />
    </>
  );
};
