import { createProjectObjectiveInputSchema, type ProjectObjective } from '@brokerage/shared';
import { useCreateProjectObjective } from '@/features/project-objectives/api/create-project-objective';
import { useDeleteProjectObjective } from '@/features/project-objectives/api/delete-project-objective';
import {
  getProjectObjectives,
  useProjectObjectives,
} from '@/features/project-objectives/api/get-project-objectives';
import { useUpdateProjectObjective } from '@/features/project-objectives/api/update-project-objective';
import { OrderedListPage, type OrderedTexts } from '@/ui/list-page/ordered-list';

const TEXTS: OrderedTexts<'label'> = {
  prefix: 'project-objectives:',
  nameField: 'label',
  anyActivityKey: 'project-objectives:filters.anyActivity',
  duplicateKey: 'project-objectives:form.duplicateLabel',
};

/** /project-objectives: what a customer may want from a new contract, offered during a sale (ProjectObjectiveModule). */
export const ProjectObjectivesPage = () => (
  <OrderedListPage<'label', ProjectObjective>
    texts={TEXTS}
    tableId="project-objectives"
    permission="ProjectObjectiveModule:project-objectives"
    historyEntity="project-objective"
    schema={createProjectObjectiveInputSchema}
    useRows={useProjectObjectives}
    fetchPage={getProjectObjectives}
    useCreate={useCreateProjectObjective}
    useUpdate={useUpdateProjectObjective}
    useRemove={useDeleteProjectObjective}
  />
);
