import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QuestionsPage } from '@/features/questions/pages/questions-page';
import { GammeCacheProvider } from '@/lib/insurance/gamme-cache/gamme-cache-provider';
import { emptyHistoryReply, listReply, recordReply } from '@/test/api-replies';
import { rootUser } from '@/test/auth-test-harness';
import { actudataGammes, providersResponse } from '@/test/catalogue-fixtures';
import { apiError, fakeNetworkPerTest, json, sentBody } from '@/test/fake-fetch';
import { installSignedInFetch, renderSignedInPage } from '@/test/page-harness';
import {
  additionalQuestion,
  besoinsCategory,
  childrenQuestion,
  prioritiesQuestion,
  question,
  situationCategory,
  situationQuestion,
  spouseQuestion,
} from '@/test/question-fixtures';
import { expectRefusedDelete, rowWith } from '@/test/row-actions';

const standard = [situationQuestion, spouseQuestion, childrenQuestion, prioritiesQuestion];

const network = fakeNetworkPerTest(() =>
  installSignedInFetch(rootUser)
    .on('GET', '/api/questions', listReply(standard))
    .on('GET', '/api/questions/additional', listReply([additionalQuestion]))
    .on('GET', '/api/questions/categories', listReply([situationCategory, besoinsCategory]))
    .on(
      'GET',
      `/api/questions/by-category/${situationCategory.id}`,
      recordReply([situationQuestion, spouseQuestion, childrenQuestion]),
    )
    .on('GET', `/api/questions/by-category/${besoinsCategory.id}`, recordReply([prioritiesQuestion]))
    .on('GET', '/api/insurance/providers', json(200, providersResponse))
    .on('GET', '/api/insurance/providers/actudata/gammes', recordReply(actudataGammes))
    .on('GET', '/api/insurance/providers/mutuelle-atlas/gammes', recordReply([]))
    .on('GET', '/api/audit-log', emptyHistoryReply),
);

const renderPage = (path = '/en/questions') =>
  renderSignedInPage(
    path,
    <GammeCacheProvider>
      <QuestionsPage />
    </GammeCacheProvider>,
  );

describe('QuestionsPage', () => {
  it('does list the questions with their category, translated type, flags and product lines', async () => {
    renderPage();
    const situation = await rowWith(situationQuestion.label);
    expect(within(situation).getByText('Situation')).toBeInTheDocument();
    expect(within(situation).getByText('Single choice')).toBeInTheDocument();
    expect(within(situation).getByText('Required')).toBeInTheDocument();
    expect(within(situation).getByText('Every product line')).toBeInTheDocument();

    const spouse = await rowWith(spouseQuestion.label);
    expect(within(spouse).getByText('Yes / no')).toBeInTheDocument();
    expect(within(spouse).getByText('Conditional')).toBeInTheDocument();

    const priorities = await rowWith(prioritiesQuestion.label);
    expect(await within(priorities).findByText('Actudata')).toBeInTheDocument();
    expect(within(priorities).getByText('SANTE_SENIOR.CONFORT')).toBeInTheDocument();
    expect(within(priorities).getByText('Multiple choice')).toBeInTheDocument();
  });

  it("does send the category's whole new order when a question is moved down", async () => {
    const user = userEvent.setup();
    network.on(
      'POST',
      '/api/questions/reorder',
      recordReply([{ ...spouseQuestion, order: 0 }, { ...situationQuestion, order: 1 }, childrenQuestion]),
    );
    renderPage();
    const situation = await rowWith(situationQuestion.label);
    const down = await within(situation).findByRole('button', {
      name: `Move “${situationQuestion.label}” down`,
    });
    expect(
      within(situation).getByRole('button', { name: `Move “${situationQuestion.label}” up` }),
    ).toBeDisabled();
    await waitFor(() => expect(down).toBeEnabled());
    await user.click(down);

    expect(await sentBody(network, 'POST', '/api/questions/reorder')).toEqual({
      categoryId: situationCategory.id,
      ids: [spouseQuestion.id, situationQuestion.id, childrenQuestion.id],
    });
  });

  it('does send the product line filter when a provider type and one of its lines are chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    await rowWith(situationQuestion.label);
    await user.selectOptions(screen.getByLabelText('Provider type'), 'Actudata');
    const gamme = await screen.findByLabelText('Product line');
    await waitFor(() => expect(within(gamme).getAllByRole('option')).toHaveLength(5));
    await user.selectOptions(gamme, 'Confort (SANTE_SENIOR.CONFORT)');
    await user.selectOptions(screen.getByLabelText('Type'), 'Multiple choice');

    await waitFor(() => {
      const url = network.callsTo('GET', '/api/questions').at(-1)?.url ?? '';
      expect(url).toContain('providerType=actudata');
      expect(url).toContain('gamme=SANTE_SENIOR.CONFORT');
      expect(url).toContain('type=checkbox');
    });
  });

  it('does create a single-choice question with a condition and one sub-line while previewing it live', async () => {
    const user = userEvent.setup();
    const created = question({
      id: 'a0000000-0000-4000-8000-0000000000aa',
      label: 'Avez-vous déjà une mutuelle ?',
      type: 'radio',
    });
    network.on('POST', '/api/questions', recordReply(created, 201));
    renderPage();
    await rowWith(situationQuestion.label);

    await user.click(screen.getByRole('button', { name: 'New question' }));
    const sheet = await screen.findByRole('dialog', { name: 'New question' });
    const preview = within(sheet).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('textbox', { name: 'Your question' })).toBeInTheDocument();

    await user.type(
      within(sheet).getByRole('textbox', { name: /^Question\*?$/ }),
      'Avez-vous déjà une mutuelle ?',
    );
    await user.selectOptions(within(sheet).getByRole('combobox', { name: /^Type/ }), 'Single choice');
    await user.type(within(sheet).getByRole('textbox', { name: 'Label of option 1' }), 'Oui, individuelle');
    await user.click(within(sheet).getByRole('button', { name: 'Add an option' }));
    await user.type(within(sheet).getByRole('textbox', { name: 'Label of option 2' }), 'Non');
    await user.tab();

    // The preview is the real input of the chosen type, with the options typed so far.
    const group = within(preview).getByRole('radiogroup', { name: 'Avez-vous déjà une mutuelle ?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['oui-individuelle', 'non']);

    await user.selectOptions(within(sheet).getByRole('combobox', { name: /^Category/ }), 'Besoins');
    await user.selectOptions(
      within(sheet).getByRole('combobox', { name: 'Show this question' }),
      situationQuestion.label,
    );
    await user.selectOptions(
      within(sheet).getByRole('combobox', { name: /When the answer is/ }),
      'En couple',
    );
    expect(
      within(preview).getByText(`Shown only when “${situationQuestion.label}” is answered “En couple”.`),
    ).toBeInTheDocument();

    await user.click(await within(sheet).findByRole('button', { name: 'Show Santé Senior' }));
    await user.click(within(sheet).getByRole('checkbox', { name: /Confort/ }));
    await user.click(within(sheet).getByRole('button', { name: 'New question' }));

    expect(await sentBody(network, 'POST', '/api/questions')).toEqual({
      categoryId: besoinsCategory.id,
      label: 'Avez-vous déjà une mutuelle ?',
      helpText: '',
      type: 'radio',
      answerOptions: [
        { label: 'Oui, individuelle', value: 'oui-individuelle' },
        { label: 'Non', value: 'non' },
      ],
      required: false,
      active: true,
      condition: { questionId: situationQuestion.id, equals: 'couple' },
      providerGammes: { actudata: ['SANTE_SENIOR.CONFORT'] },
    });
    expect(await screen.findByText('The question was added.')).toBeInTheDocument();
  });

  it('does send no answer options when a choice question is turned into a number', async () => {
    const user = userEvent.setup();
    network
      .on('PUT', `/api/questions/${prioritiesQuestion.id}`, recordReply(prioritiesQuestion))
      .on('PATCH', `/api/questions/${prioritiesQuestion.id}`, recordReply(prioritiesQuestion));
    renderPage();
    await user.click(await screen.findByText(prioritiesQuestion.label));
    const sheet = await screen.findByRole('dialog', { name: 'Edit the question' });
    expect(within(sheet).getByRole('textbox', { name: 'Label of option 2' })).toHaveValue('Dentaire');

    await user.selectOptions(within(sheet).getByRole('combobox', { name: /^Type/ }), 'Number');
    expect(within(sheet).queryByRole('textbox', { name: 'Label of option 1' })).toBeNull();
    expect(
      within(within(sheet).getByRole('region', { name: 'Preview' })).getByRole('spinbutton'),
    ).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(network.callsTo('PUT', `/api/questions/${prioritiesQuestion.id}`)).toHaveLength(1),
    );
    expect(network.callsTo('PUT', `/api/questions/${prioritiesQuestion.id}`)[0]?.body).toMatchObject({
      type: 'number',
      answerOptions: [],
    });
    // SPEC §7: the product lines go by PATCH, after the PUT of the other fields.
    expect(network.callsTo('PUT', `/api/questions/${prioritiesQuestion.id}`)[0]?.body).not.toHaveProperty(
      'providerGammes',
    );
    await waitFor(() =>
      expect(network.callsTo('PATCH', `/api/questions/${prioritiesQuestion.id}`)).toHaveLength(1),
    );
    expect(network.callsTo('PATCH', `/api/questions/${prioritiesQuestion.id}`)[0]?.body).toEqual({
      providerGammes: { actudata: ['SANTE_SENIOR.CONFORT'] },
    });
  });

  it('does list the additional questions and create them there when the tab is chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    await rowWith(situationQuestion.label);
    await user.click(screen.getByRole('tab', { name: 'Additional questions' }));

    expect(await rowWith(additionalQuestion.label)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Additional questions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('tab=additional');
    expect(screen.getByRole('button', { name: 'New additional question' })).toBeInTheDocument();
  });

  it('does name the questions that depend on it when the server refuses a delete with 409 IN_USE', () =>
    expectRefusedDelete(network, renderPage, {
      path: `/api/questions/${situationQuestion.id}`,
      row: situationQuestion.label,
      dialogName: 'Delete this question?',
      reason: 'IN_USE',
      serverMessage: 'Other questions are shown depending on this one.',
      details: { questions: [spouseQuestion.id] },
      shown: `Other questions are shown depending on this one’s answer: ${spouseQuestion.label}. Change their condition first, or deactivate this question.`,
    }));

  it('does open a question missing from the page through the fallback search when the URL names it', async () => {
    const hidden = question({ id: 'a0000000-0000-4000-8000-0000000000bb', label: 'Question ancienne' });
    network
      .on('GET', `/api/questions/${hidden.id}`, apiError(404, 'NOT_FOUND', 'Question not found.'))
      .on(
        'GET',
        `/api/questions/by-category/${situationCategory.id}`,
        recordReply([situationQuestion, spouseQuestion, childrenQuestion, hidden]),
      );
    renderPage(`/en/questions?record=${hidden.id}`);

    const sheet = await screen.findByRole('dialog', { name: 'Edit the question' });
    expect(await within(sheet).findByRole('textbox', { name: /^Question\*?$/ })).toHaveValue(
      'Question ancienne',
    );
  });

  it("does say the spec's not-found message when the URL names a question nobody holds", async () => {
    const ghost = 'f0000000-0000-4000-8000-00000000000f';
    network
      .on('GET', `/api/questions/${ghost}`, apiError(404, 'NOT_FOUND', 'Question not found.'))
      .on('GET', '/api/insurance/gammes', listReply([], { pageSize: 100 }));
    renderPage(`/en/questions?record=${ghost}`);

    const sheet = await screen.findByRole('dialog');
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'Question with ID not found - response did not contain data',
    );
  });

  it("does preview a product line's questionnaire with its conditions live", async () => {
    const user = userEvent.setup();
    network.on(
      'GET',
      '/api/questions/provider/actudata/gamme/SANTE_SENIOR.CONFORT',
      recordReply([situationQuestion, spouseQuestion, prioritiesQuestion]),
    );
    renderPage();
    await rowWith(situationQuestion.label);
    await user.click(screen.getByRole('button', { name: 'Preview a questionnaire' }));
    const sheet = await screen.findByRole('dialog', { name: 'Preview the questionnaire for a product line' });

    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Provider type' }), 'Actudata');
    const gamme = within(sheet).getByRole('combobox', { name: 'Product line' });
    await waitFor(() => expect(within(gamme).getAllByRole('option')).toHaveLength(5));
    await user.selectOptions(gamme, 'Confort (SANTE_SENIOR.CONFORT)');

    expect(await within(sheet).findByRole('heading', { name: 'Questions (3)' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('radiogroup', { name: spouseQuestion.label })).toBeNull();
    await user.click(within(sheet).getByRole('radio', { name: 'En couple' }));
    expect(within(sheet).getByRole('radiogroup', { name: spouseQuestion.label })).toBeInTheDocument();
  });
});
