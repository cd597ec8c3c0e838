import type { Sale } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/features/ventes/components/sale-format';
import { Detail, DetailList, NotFilled, SaleSection } from './sale-section';

/** Step 4's household: where, from when, and each insured person. */
export const SaleHouseholdSection = ({ sale }: { sale: Sale }) => {
  const { t, i18n } = useTranslation();
  const household = sale.household;
  return (
    <SaleSection id="sale-household" title={t('entities/ventes:sections.household')}>
      {household ? (
        <>
          <DetailList>
            <Detail label={t('entities/ventes:household.postcode')}>
              <span dir="ltr">{household.postcode}</span>
            </Detail>
            <Detail label={t('entities/ventes:household.effectiveDate')}>
              {formatDate(household.effectiveDate, i18n.language)}
            </Detail>
          </DetailList>
          <ul className="mt-3 flex flex-col gap-2">
            {household.people.map((person, index) => {
              const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: people have no id; their order is their identity.
                  key={index}
                  className="rounded-md border border-slate-200 px-3 py-2 text-sm dark:border-slate-800"
                >
                  <p className="font-medium text-slate-900 dark:text-slate-100">
                    {t(`entities/ventes:roles.${person.role}`)}
                    {name && (
                      <span className="font-normal text-slate-600 dark:text-slate-300">
                        {' · '}
                        <bdi>{name}</bdi>
                      </span>
                    )}
                  </p>
                  <p className="text-slate-600 dark:text-slate-400">
                    {t('entities/ventes:household.birthDate')}: {formatDate(person.birthDate, i18n.language)}
                    {' · '}
                    {t(`entities/ventes:regimes.${person.regime}`)}
                  </p>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <NotFilled />
      )}
    </SaleSection>
  );
};
