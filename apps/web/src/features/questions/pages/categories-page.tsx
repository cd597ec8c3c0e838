import { createQuestionCategoryInputSchema, type QuestionCategory } from '@brokerage/shared';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateCategory } from '@/features/questions/api/create-category';
import { useDeleteCategory } from '@/features/questions/api/delete-category';
import { getCategories, useCategories } from '@/features/questions/api/get-categories';
import { useUpdateCategory } from '@/features/questions/api/update-category';
import { localizePath } from '@/lib/locale';
import { OrderedListPage, type OrderedTexts } from '@/ui/list-page/ordered-list';
import { useLocale } from '@/ui/use-locale';

const TEXTS: OrderedTexts<'name'> = {
  prefix: 'questions:categories.',
  nameField: 'name',
  anyActivityKey: 'questions:filters.anyActivity',
  duplicateKey: 'questions:categories.form.duplicateName',
};

/** /categories: the sections of the needs-analysis questionnaire, in order (QuestionsModule). */
export const CategoriesPage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <OrderedListPage<'name', QuestionCategory>
      texts={TEXTS}
      tableId="question-categories"
      useRows={useCategories}
      fetchPage={getCategories}
      permission="QuestionsModule:categories"
      historyEntity="question-category"
      schema={createQuestionCategoryInputSchema}
      useCreate={useCreateCategory}
      useUpdate={useUpdateCategory}
      useRemove={useDeleteCategory}
      extraColumns={[
        {
          id: 'questionCount',
          header: t('questions:categories.fields.questionCount'),
          meta: { className: 'text-end tabular-nums' },
          cell: ({ row }) => row.original.questionCount,
        },
      ]}
      extraExport={[
        {
          header: t('questions:categories.fields.questionCount'),
          value: (category) => category.questionCount,
        },
      ]}
      extraActions={(category) => [
        {
          label: t('questions:categories.actions.showQuestions'),
          icon: <ListChecks className="size-4" />,
          onSelect: () =>
            void navigate(localizePath(`/questions?categoryId=${encodeURIComponent(category.id)}`, locale)),
        },
      ]}
      deleteDescription={(category) =>
        category.questionCount > 0
          ? t('questions:categories.delete.hasQuestions', { total: category.questionCount })
          : t('questions:categories.delete.description')
      }
    />
  );
};
