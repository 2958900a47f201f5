import { QUESTION_TYPES } from '@hctl/contracts/constants';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { OrgPage } from '../../../components/OrgArea';
import { ListState } from '../../../components/QueryState';
import { DeleteIconButton } from '../../../components/RowIconButtons';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { createQuestion } from '../api/create-question';
import { deleteQuestion } from '../api/delete-question';
import { organizationsKeys } from '../api/keys';
import { questionBankQuery } from '../api/question-bank';

/** The organization's reusable screening questions (attached to jobs when posting). */
export default function QuestionBankPage() {
  const { slug = '' } = useParams();
  const list = useQuery(questionBankQuery(slug));
  const [draft, setDraft] = useState({
    question: '',
    type: 'text',
    options: [] as string[],
    is_required: true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useApiMutation({
    mutationFn: createQuestion,
    invalidate: [organizationsKeys.questionBank(slug)],
    onFieldErrors: setErrors,
    onSuccess: () => setDraft({ question: '', type: 'text', options: [], is_required: true }),
  });
  const remove = useApiMutation({
    mutationFn: deleteQuestion,
    invalidate: [organizationsKeys.questionBank(slug)],
  });
  const add = () => {
    setErrors({});
    create.mutate({ slug, question: draft });
  };
  return (
    <OrgPage slug={slug} permission="jobs" title="Question bank">
      {() => (
        <>
          <Text c="dimmed">Screening questions you can attach to any job.</Text>
          <Card withBorder>
            <Stack>
              <TextInput
                label="Question"
                value={draft.question}
                onChange={(e) => setDraft({ ...draft, question: e.currentTarget.value })}
                error={errors.question}
              />
              <Group align="flex-end">
                <Select
                  label="Answer type"
                  data={QUESTION_TYPES.map((t) => ({ value: t, label: t.replace('_', ' ') }))}
                  value={draft.type}
                  onChange={(v) => setDraft({ ...draft, type: v ?? 'text' })}
                />
                <Checkbox
                  label="Required"
                  checked={draft.is_required}
                  onChange={(e) => setDraft({ ...draft, is_required: e.currentTarget.checked })}
                />
              </Group>
              {draft.type === 'multiple_choice' && (
                <TagsInput
                  label="Options"
                  placeholder="Type an option and press Enter"
                  value={draft.options}
                  onChange={(v) => setDraft({ ...draft, options: v })}
                  error={errors.options}
                />
              )}
              <Button onClick={add} disabled={!draft.question.trim()} w="fit-content">
                Add question
              </Button>
            </Stack>
          </Card>
          <ListState query={list} empty="No questions yet.">
            {(qs) => (
              <Stack gap="xs">
                {qs.map((q) => (
                  <Card withBorder key={q.uuid} data-testid="question">
                    <Group justify="space-between" wrap="nowrap">
                      <div>
                        <Text fw={600}>{q.question}</Text>
                        <Group gap={4}>
                          <Badge variant="light">{q.type.replace('_', ' ')}</Badge>
                          {q.is_required && <Badge variant="outline">required</Badge>}
                          {q.options.map((o) => (
                            <Badge key={o} color="gray" variant="light">
                              {o}
                            </Badge>
                          ))}
                        </Group>
                      </div>
                      <DeleteIconButton
                        label={`Delete question ${q.question}`}
                        onClick={() => remove.mutate({ slug, uuid: q.uuid })}
                      />
                    </Group>
                  </Card>
                ))}
              </Stack>
            )}
          </ListState>
        </>
      )}
    </OrgPage>
  );
}
