import { seededTexts } from '@/lib/seeded-text';

/** The guarantee labels the demo seed writes, in French (apps/server/src/db/seed/tariffs.ts), by key. */
export const SEEDED_GUARANTEE_LABELS = seededTexts({
  'products:seededGuarantees.hospitalStay': 'Frais de séjour',
  'products:seededGuarantees.surgeryFees': 'Dépassements d’honoraires (chirurgie)',
  'products:seededGuarantees.privateRoom': 'Chambre particulière',
  'products:seededGuarantees.generalPractitioner': 'Généraliste',
  'products:seededGuarantees.specialist': 'Spécialiste',
  'products:seededGuarantees.reimbursedMedicines': 'Médicaments remboursés',
  'products:seededGuarantees.unreimbursedMedicines': 'Médicaments prescrits non remboursés',
  'products:seededGuarantees.glasses': 'Lunettes (monture + verres)',
  'products:seededGuarantees.contactLenses': 'Lentilles',
  'products:seededGuarantees.dentalCare': 'Soins dentaires',
  'products:seededGuarantees.dentalProsthesis': 'Prothèses dentaires',
  'products:seededGuarantees.implants': 'Implantologie',
  'products:seededGuarantees.hearingAids': 'Aides auditives',
  'products:seededGuarantees.alternativeMedicine': 'Ostéopathie, chiropraxie, acupuncture',
});
