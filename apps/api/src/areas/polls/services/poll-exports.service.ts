import { Injectable } from '@nestjs/common';
import { PollQuestionKind, pollQuestionKindLabels, type PollQuestionView } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import {
  bgDateTime,
  excelSheet,
  type ExcelSheet,
  exportFile,
  type ExportFile,
  type PdfBlock,
  renderPdf,
  renderWorkbook,
} from '../../../platform/export/index.js';
import { PollExportsRepository } from '../data/poll-exports.repository.js';
import type { PollHead } from '../data/polls.repository.js';
import { PollsService } from './polls.service.js';

const percentText = (percent: number | undefined): string => `${(percent ?? 0).toFixed(1).replace('.', ',')} %`;

/** The response rate: voted out of asked, one decimal. */
export const responseRate = (votes: number, recipients: number): number =>
  recipients === 0 ? 0 : Math.round((votes * 1000) / recipients) / 10;

interface ResultRow {
  question: string;
  answer: string;
  count: number;
  percent: string;
}

/** The results of a poll as PDF and Excel (docs/polls.md "Exports"), for whoever may manage the poll. */
@Injectable()
export class PollExportsService {
  constructor(
    private readonly exports: PollExportsRepository,
    private readonly polls: PollsService,
  ) {}

  async pdf(user: AuthUser, id: number): Promise<ExportFile> {
    const { head, questions, audienceText } = await this.polls.forExport(user, id);
    const blocks: PdfBlock[] = [
      { kind: 'fields', fields: this.summary(head, audienceText) },
      ...questions.flatMap((question, index): PdfBlock[] => {
        const title = `${index + 1}. ${question.text} (${pollQuestionKindLabels[question.kind]}; отговорили: ${question.answeredCount ?? 0})`;
        if (question.kind === PollQuestionKind.FreeText) {
          return [
            {
              kind: 'table',
              title,
              columns: head.isAnonymous
                ? [{ header: 'Отговор' }]
                : [{ header: 'Отговор' }, { header: 'Родител / служител', width: 150 }],
              rows: (question.textAnswers ?? []).map((answer) => (head.isAnonymous ? [answer.text] : [answer.text, answer.name])),
              emptyText: 'Няма отговори.',
            },
          ];
        }
        return [
          {
            kind: 'table',
            title,
            columns: [
              { header: 'Отговор' },
              { header: 'Брой', width: 50, align: 'right' },
              { header: 'Процент', width: 60, align: 'right' },
            ],
            rows: question.options.map((option) => [option.text, option.count ?? 0, percentText(option.percent)]),
          },
        ];
      }),
    ];
    const content = await renderPdf({
      title: 'Резултати от анкета',
      subtitle: head.title,
      kindergartenName: await this.kindergartenName(user),
      blocks,
    });
    return exportFile('pdf', content, { title: 'Резултати от анкета', subject: head.title });
  }

  async excel(user: AuthUser, id: number): Promise<ExportFile> {
    const { head, questions, audienceText } = await this.polls.forExport(user, id);
    const results: ResultRow[] = questions.flatMap((question) =>
      question.kind === PollQuestionKind.FreeText
        ? (question.textAnswers ?? []).map((answer) => ({ question: question.text, answer: answer.text, count: 1, percent: '' }))
        : question.options.map((option) => ({
            question: question.text,
            answer: option.text,
            count: option.count ?? 0,
            percent: (option.percent ?? 0).toFixed(1),
          })),
    );
    const sheets: ExcelSheet[] = [
      excelSheet<{ label: string; value: string }>({
        name: 'Анкета',
        columns: [
          { header: 'Поле', type: 'text', value: (row) => row.label },
          { header: 'Стойност', type: 'text', value: (row) => row.value },
        ],
        rows: this.summary(head, audienceText).map((field) => ({ label: field.label, value: field.value ?? '' })),
      }),
      excelSheet<ResultRow>({
        name: 'Резултати',
        columns: [
          { header: 'Въпрос', type: 'text', value: (row) => row.question },
          { header: 'Отговор', type: 'text', value: (row) => row.answer },
          { header: 'Брой', type: 'integer', value: (row) => row.count },
          { header: 'Процент', type: 'decimal', places: 1, value: (row) => row.percent || null },
        ],
        rows: results,
      }),
    ];
    if (!head.isAnonymous)
      sheets.push(
        excelSheet({ name: 'Кой какво отговори', columns: whoColumns, rows: await this.answersByPerson(head.id, questions) }),
      );
    return exportFile('excel', await renderWorkbook(sheets), { title: 'Резултати от анкета', subject: head.title });
  }

  private summary(head: PollHead, audienceText: string): { label: string; value: string }[] {
    return [
      { label: 'Анкета', value: head.title },
      { label: 'Автор', value: head.authorName },
      { label: 'До', value: audienceText },
      { label: 'Създадена на', value: bgDateTime(head.createdAt) },
      { label: 'Краен срок', value: head.expirationTime ? bgDateTime(head.expirationTime) : 'без срок' },
      { label: 'Анонимна', value: head.isAnonymous ? 'Да' : 'Не' },
      {
        label: 'Отговорили',
        value: `${head.votesCount} от ${head.recipientsCount} (${percentText(responseRate(head.votesCount, head.recipientsCount))})`,
      },
    ];
  }

  private async answersByPerson(pollId: number, questions: PollQuestionView[]): Promise<WhoRow[]> {
    const rows = await this.exports.answersByPerson(pollId);
    const textOf = new Map(questions.map((question) => [question.id, question.text]));
    return rows.map((row) => ({
      name: row.name,
      votedAt: row.votedAt,
      question: textOf.get(row.questionId) ?? '',
      answer: row.answer,
    }));
  }

  private kindergartenName(user: AuthUser): Promise<string | null> {
    return this.exports.kindergartenName(user.kindergartenId);
  }
}

interface WhoRow {
  name: string;
  votedAt: Date;
  question: string;
  answer: string;
}

const whoColumns = [
  { header: 'Име', type: 'text' as const, value: (row: WhoRow) => row.name },
  { header: 'Попълнена на', type: 'dateTime' as const, value: (row: WhoRow) => row.votedAt },
  { header: 'Въпрос', type: 'text' as const, value: (row: WhoRow) => row.question },
  { header: 'Отговор', type: 'text' as const, value: (row: WhoRow) => row.answer },
];
