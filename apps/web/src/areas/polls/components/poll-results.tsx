import { type PollDetails, PollQuestionKind, pollQuestionKindLabels } from '@kg/contracts';
import { Card, Empty, Flex, List, Progress, Tag, Typography } from 'antd';

const percentText = (percent: number | undefined) => `${(percent ?? 0).toFixed(1).replace('.', ',')} %`;

/** The results: per question the options with counts, percentages and bars, and the free-text answers. */
export function PollResults({ poll }: { poll: PollDetails }) {
  return (
    <Flex vertical gap={12}>
      {poll.questions.map((question, index) => (
        <Card
          key={question.id}
          size="small"
          title={`${index + 1}. ${question.text}`}
          extra={
            <Typography.Text type="secondary">
              {pollQuestionKindLabels[question.kind]} · отговорили: {question.answeredCount ?? 0}
            </Typography.Text>
          }
        >
          {question.kind === PollQuestionKind.FreeText ? (
            (question.textAnswers ?? []).length === 0 ? (
              <Empty description="Няма отговори." image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <List
                size="small"
                dataSource={question.textAnswers}
                renderItem={(answer) => (
                  <List.Item>
                    <Flex vertical>
                      <span style={{ whiteSpace: 'pre-wrap' }}>{answer.text}</span>
                      {answer.name && <Typography.Text type="secondary">{answer.name}</Typography.Text>}
                    </Flex>
                  </List.Item>
                )}
              />
            )
          ) : (
            <Flex vertical gap={8}>
              {question.options.map((option) => (
                <div key={option.id} data-testid={`option-${option.id}`}>
                  <Flex justify="space-between">
                    <span>
                      {option.text}
                      {question.myOptionIds.includes(option.id) && (
                        <Tag color="blue" style={{ marginInlineStart: 8 }}>
                          Вашият отговор
                        </Tag>
                      )}
                    </span>
                    <span>
                      {option.count ?? 0} ({percentText(option.percent)})
                    </span>
                  </Flex>
                  <Progress
                    percent={option.percent ?? 0}
                    showInfo={false}
                    aria-label={`${option.text}: ${percentText(option.percent)}`}
                  />
                </div>
              ))}
            </Flex>
          )}
        </Card>
      ))}
    </Flex>
  );
}
