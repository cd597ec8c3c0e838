import { type AnswerOption, normalizeProviderGammes, type QuestionType } from '@brokerage/shared';
import type { Executor } from '@/db/client.ts';
import { appSettings, gammes, projectObjectives, questionCategories, questions } from '@/db/schema/index.ts';

/** Set once the starting questionnaire was written, so what administrators delete or change stays so. */
const QUESTIONNAIRE_SEED_MARKER = 'questionnaire_seeded';

const option = (value: string, label: string): AnswerOption => ({ value, label });

interface SeedQuestion {
  /** A key of this file only, for conditions between seeded questions. */
  key: string;
  label: string;
  helpText?: string;
  type: QuestionType;
  answerOptions?: AnswerOption[];
  required?: boolean;
  condition?: { key: string; equals: string };
  /** Empty: a general question, asked for every gamme. */
  providerGammes?: Record<string, string[]>;
}

interface SeedCategory {
  name: string;
  description: string;
  questions: SeedQuestion[];
}

/** A French health-insurance needs analysis (devoir de conseil): the data is French, whatever the UI language. */
export const SEED_QUESTIONNAIRE: SeedCategory[] = [
  {
    name: 'Situation',
    description: 'La situation personnelle et professionnelle du souscripteur.',
    questions: [
      {
        key: 'situation-familiale',
        label: 'Quelle est votre situation familiale ?',
        type: 'radio',
        required: true,
        answerOptions: [
          option('celibataire', 'Célibataire'),
          option('couple', 'Marié(e), pacsé(e) ou en concubinage'),
          option('separe', 'Divorcé(e) ou séparé(e)'),
          option('veuf', 'Veuf ou veuve'),
        ],
      },
      {
        key: 'conjoint-couvert',
        label: 'Votre conjoint(e) est-il ou est-elle déjà couvert(e) par la mutuelle de son employeur ?',
        helpText: 'Une mutuelle d’entreprise obligatoire peut dispenser le conjoint d’adhérer.',
        type: 'yes_no',
        condition: { key: 'situation-familiale', equals: 'couple' },
      },
      {
        key: 'statut-professionnel',
        label: 'Quel est votre statut professionnel ?',
        type: 'select',
        required: true,
        answerOptions: [
          option('salarie', 'Salarié(e) du privé'),
          option('tns', 'Travailleur non salarié (artisan, commerçant, profession libérale)'),
          option('fonctionnaire', 'Fonctionnaire'),
          option('retraite', 'Retraité(e)'),
          option('etudiant', 'Étudiant(e)'),
          option('sans-activite', 'Sans activité'),
        ],
      },
      {
        key: 'enfants',
        label: 'Combien d’enfants à charge souhaitez-vous couvrir ?',
        helpText: 'Enfants de moins de 18 ans, ou de moins de 26 ans s’ils poursuivent leurs études.',
        type: 'number',
      },
    ],
  },
  {
    name: 'Couverture actuelle',
    description: 'Le contrat en cours, s’il y en a un, et ce qu’il coûte.',
    questions: [
      {
        key: 'deja-couvert',
        label: 'Êtes-vous actuellement couvert(e) par une complémentaire santé ?',
        type: 'yes_no',
        required: true,
      },
      {
        key: 'cotisation-actuelle',
        label: 'Quel est le montant mensuel de votre cotisation actuelle (en euros) ?',
        helpText: 'Pour l’ensemble des personnes couvertes par le contrat.',
        type: 'number',
      },
    ],
  },
  {
    name: 'Santé actuelle',
    description: 'Les soins en cours ou prévus qui orientent le choix des garanties.',
    questions: [
      {
        key: 'optique',
        label: 'Portez-vous des lunettes ou des lentilles ?',
        type: 'radio',
        answerOptions: [
          option('non', 'Non'),
          option('lunettes', 'Des lunettes'),
          option('lentilles', 'Des lentilles'),
          option('les-deux', 'Les deux'),
        ],
        providerGammes: {
          actudata: ['DENTAIRE_OPTIQUE', 'SANTE_ESSENTIEL'],
          'mutuelle-atlas': ['ATLAS_SANTE'],
        },
      },
      {
        key: 'dentaire',
        label:
          'Prévoyez-vous des soins dentaires importants (prothèses, implants, orthodontie) dans les 12 prochains mois ?',
        type: 'yes_no',
        providerGammes: { actudata: ['DENTAIRE_OPTIQUE', 'SANTE_SENIOR'], santeplus: ['SANTE_PLUS_SENIOR'] },
      },
      {
        key: 'audition',
        label: 'Portez-vous, ou envisagez-vous, un appareil auditif ?',
        type: 'yes_no',
        providerGammes: { actudata: ['SANTE_SENIOR'], santeplus: ['SANTE_PLUS_SENIOR.CONFORT'] },
      },
    ],
  },
  {
    name: 'Besoins',
    description: 'Les postes de remboursement qui comptent le plus pour le client.',
    questions: [
      {
        key: 'priorites',
        label: 'Quels postes de remboursement sont prioritaires pour vous ?',
        helpText: 'Plusieurs réponses possibles.',
        type: 'checkbox',
        required: true,
        answerOptions: [
          option('hospitalisation', 'Hospitalisation'),
          option('soins-courants', 'Soins courants (médecin, pharmacie)'),
          option('optique', 'Optique'),
          option('dentaire', 'Dentaire'),
          option('audition', 'Audition'),
          option('medecines-douces', 'Médecines douces'),
        ],
      },
      {
        key: 'chambre-particuliere',
        label: 'Souhaitez-vous une chambre particulière en cas d’hospitalisation ?',
        type: 'yes_no',
        providerGammes: {
          actudata: ['HOSPI_PLUS', 'SANTE_SENIOR.EXCELLENCE'],
          'mutuelle-atlas': ['ATLAS_HOSPI'],
        },
      },
      {
        key: 'depassements',
        label: 'Consultez-vous des spécialistes qui pratiquent des dépassements d’honoraires ?',
        type: 'radio',
        answerOptions: [
          option('jamais', 'Jamais'),
          option('parfois', 'Parfois'),
          option('souvent', 'Souvent'),
        ],
      },
    ],
  },
  {
    name: 'Budget',
    description: 'Ce que le client est prêt à payer, et à partir de quand.',
    questions: [
      {
        key: 'budget',
        label: 'Quel budget mensuel envisagez-vous pour l’ensemble du foyer ?',
        type: 'select',
        required: true,
        answerOptions: [
          option('moins-50', 'Moins de 50 €'),
          option('50-100', 'De 50 à 100 €'),
          option('100-150', 'De 100 à 150 €'),
          option('plus-150', 'Plus de 150 €'),
        ],
      },
      {
        key: 'date-effet',
        label: 'À quelle date souhaitez-vous que le nouveau contrat prenne effet ?',
        helpText: 'La résiliation infra-annuelle permet de changer de contrat après un an, sans frais.',
        type: 'date',
        required: true,
      },
    ],
  },
];

/** Additional questions, asked after the needs analysis. */
export const SEED_ADDITIONAL_QUESTIONS: SeedQuestion[] = [
  {
    key: 'connu-par',
    label: 'Comment avez-vous connu notre cabinet ?',
    type: 'select',
    answerOptions: [
      option('recherche', 'Recherche sur internet'),
      option('comparateur', 'Comparateur en ligne'),
      option('recommandation', 'Recommandation d’un proche'),
      option('deja-client', 'Déjà client'),
    ],
  },
  {
    key: 'prevoyance',
    label: 'Souhaitez-vous être recontacté(e) pour une étude prévoyance ?',
    type: 'yes_no',
  },
];

/** The usual reasons a customer calls (French labels: they are data). */
export const SEED_PROJECT_OBJECTIVES = [
  { label: 'Réduire ma cotisation', description: 'Payer moins pour des garanties équivalentes.' },
  {
    label: 'Améliorer mes remboursements optiques',
    description: 'Lunettes, lentilles, chirurgie réfractive.',
  },
  { label: 'Améliorer mes remboursements dentaires', description: 'Prothèses, implants, orthodontie.' },
  {
    label: 'Mieux couvrir l’hospitalisation',
    description: 'Chambre particulière, dépassements d’honoraires des chirurgiens.',
  },
  {
    label: 'Couvrir un nouveau membre de la famille',
    description: 'Naissance, adoption, mariage ou PACS.',
  },
  { label: 'Souscrire un premier contrat', description: 'Première complémentaire santé individuelle.' },
  {
    label: 'Départ à la retraite ou fin d’un contrat d’entreprise',
    description: 'Relais de la mutuelle collective à la fin de la portabilité.',
  },
  { label: 'Mieux couvrir les dépassements d’honoraires', description: 'Spécialistes en secteur 2.' },
  { label: 'Équiper mon audition', description: 'Appareils auditifs au-delà du panier 100 % Santé.' },
  { label: 'Créer mon activité', description: 'Contrat Madelin pour travailleur non salarié.' },
];

/**
 * The questionnaire and project objectives every installation starts with, written once (marker in the same
 * transaction). Gamme codes the catalogue no longer has are left out, so the seed never writes a dangling
 * assignment; a question whose every code is gone is not written (it would otherwise become general).
 */
export const seedQuestionnaire = async (db: Executor) => {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: QUESTIONNAIRE_SEED_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;

    await tx
      .insert(projectObjectives)
      .values(SEED_PROJECT_OBJECTIVES.map((objective, order) => ({ ...objective, order })))
      .onConflictDoNothing({ target: projectObjectives.label });

    const catalogue = await tx.select({ providerType: gammes.providerType, code: gammes.code }).from(gammes);
    const existing = (map: Record<string, string[]> = {}) =>
      normalizeProviderGammes(
        Object.fromEntries(
          Object.entries(map).map(([provider, codes]) => [
            provider,
            codes.filter((code) => catalogue.some((g) => g.providerType === provider && g.code === code)),
          ]),
        ),
      );

    const ids = new Map<string, string>();
    const insertQuestion = async (
      question: SeedQuestion,
      kind: 'standard' | 'additional',
      categoryId: string | null,
      order: number,
    ) => {
      const providerGammes = existing(question.providerGammes);
      const wanted = Object.keys(question.providerGammes ?? {}).length > 0;
      if (wanted && Object.keys(providerGammes).length === 0) return;
      const dependsOn = question.condition ? ids.get(question.condition.key) : undefined;
      const [row] = await tx
        .insert(questions)
        .values({
          kind,
          categoryId,
          label: question.label,
          helpText: question.helpText ?? '',
          type: question.type,
          answerOptions: question.answerOptions ?? [],
          required: question.required ?? false,
          order,
          active: true,
          condition:
            question.condition && dependsOn
              ? { questionId: dependsOn, equals: question.condition.equals }
              : null,
          providerGammes,
        })
        .returning({ id: questions.id });
      if (row) ids.set(question.key, row.id);
    };

    for (const [categoryOrder, category] of SEED_QUESTIONNAIRE.entries()) {
      const [row] = await tx
        .insert(questionCategories)
        .values({ name: category.name, description: category.description, order: categoryOrder })
        .onConflictDoNothing({ target: questionCategories.name })
        .returning({ id: questionCategories.id });
      if (!row) continue; // a category of that name already exists: leave it and its questions alone
      for (const [order, question] of category.questions.entries()) {
        await insertQuestion(question, 'standard', row.id, order);
      }
    }
    for (const [order, question] of SEED_ADDITIONAL_QUESTIONS.entries()) {
      await insertQuestion(question, 'additional', null, order);
    }
  });
};
