import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SaleForm } from '@/features/ventes/components/sale-form/sale-form';
import { PageHeader } from '@/ui/page-header';

/** `?id=` names the sale the form resumes; without it the form starts a new sale. */
const SALE_ID_PARAM = 'id';

/** /ventes/form (issue 9): the guided form of a sale, new or resumed. */
export const SaleFormPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const saleId = searchParams.get(SALE_ID_PARAM) ?? undefined;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col">
      <PageHeader
        title={t(saleId ? 'sale-form:resumeTitle' : 'sale-form:title')}
        description={t('sale-form:description')}
      />
      <SaleForm
        key={saleId ?? 'new'}
        saleId={saleId}
        onCreated={(id) =>
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set(SALE_ID_PARAM, id);
              return next;
            },
            { replace: true },
          )
        }
      />
    </div>
  );
};
