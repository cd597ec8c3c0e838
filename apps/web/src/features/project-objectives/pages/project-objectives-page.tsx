import { createProjectObjectiveInputSchema, hasPermission, type ProjectObjective } from '@brokerage/shared';
import { useCreateProjectObjective } from '@/features/project-objectives/api/create-project-objective';
import { useDeleteProjectObjective } from '@/features/project-objectives/api/delete-project-objective';
import {
  getProjectObjectives,
  useProjectObjectives,
} from '@/features/project-objectives/api/get-project-objectives';
import { useUpdateProjectObjective } from '@/features/project-objectives/api/update-project-objective';
import { RecordHistory } from '@/lib/audit-log/components/record-history';
import { useAuth } from '@/lib/session/auth-provider';
import { OrderedListPage, type OrderedTexts } from '@/ui/list-page/ordered-list';

const TEXTS: OrderedTexts<'label'> = {
  prefix: 'project-objectives:',
  nameField: 'label',
  nameOf: (objective) => (objective as ProjectObjective).label,
  anyActivityKey: 'project-objectives:filters.anyActivity',
  duplicateKey: 'project-objectives:form.duplicateLabel',
};

/** /project-objectives: what a customer may want from a new contract, offered during a sale (ProjectObjectiveModule). */
export const ProjectObjectivesPage = () => {
  const { user } = useAuth();
  const create = useCreateProjectObjective();
  const update = useUpdateProjectObjective();
  const remove = useDeleteProjectObjective();
  return (
    <OrderedListPage<'label', ProjectObjective>
      texts={TEXTS}
      tableId="project-objectives"
      useRows={useProjectObjectives}
      fetchPage={getProjectObjectives}
      can={{
        create: hasPermission(user, 'ProjectObjectiveModule:project-objectives:create'),
        update: hasPermission(user, 'ProjectObjectiveModule:project-objectives:update'),
        delete: hasPermission(user, 'ProjectObjectiveModule:project-objectives:delete'),
      }}
      schema={createProjectObjectiveInputSchema}
      save={(input, objective) =>
        objective ? update.mutateAsync({ id: objective.id, input }) : create.mutateAsync(input)
      }
      remove={(objective) => remove.mutateAsync(objective.id)}
      history={(objective, activeLabel) => (
        <RecordHistory
          entity="project-objective"
          entityId={objective.id}
          formatValue={(field, value) =>
            field === 'active' && typeof value === 'boolean' ? activeLabel(value) : undefined
          }
        />
      )}
    />
  );
};
