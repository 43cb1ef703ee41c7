import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { getListFaqsMockHandler } from '@generated/api/support/support.msw';
import { FaqPage } from '@/features/support/components/faq-page';

import { failWith, never } from '../kit/api-responses';
import { withPortalSession } from '../kit/portal-session-fixtures';
import { mobile, withPageFrame } from '../kit/story-frame';
import { faqs } from './fixtures';

const SLOW = { timeout: 5000 };

const meta = {
  title: 'Support/FAQ',
  component: FaqPage,
  decorators: [withPageFrame, withPortalSession()],
  parameters: { route: '/app/market-lens/support/faq', msw: { handlers: [getListFaqsMockHandler({ data: faqs })] } },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Contracts', level: 2 }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Files and reports', level: 2 })).toBeVisible();
    const question = canvas.getByRole('button', { name: 'What is a flexible energy contract?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('5 questions')).toBeVisible();
  },
};

export const QuestionOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const question = await canvas.findByRole('button', { name: 'When are closing prices published?' }, SLOW);
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText(/Weekends and England and Wales bank holidays have no publication\./)).toBeVisible();
    // The focus ring's anti-aliased corner is not painted the same on every run: shoot without it.
    question.blur();
  },
};

export const FilteredAsYouType: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Contracts', level: 2 }, SLOW);
    // 'bank holidays' is only in answers: the filter reads answers too.
    await userEvent.type(canvas.getByLabelText('Filter questions'), 'bank holidays');
    await expect(canvas.getByText('1 question matches')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'When are closing prices published?' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Contracts', level: 2 })).toBeNull();
  },
};

export const NoMatches: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Contracts', level: 2 }, SLOW);
    await userEvent.type(canvas.getByLabelText('Filter questions'), 'carbon credits');
    await expect(canvas.getByText('No matching questions.')).toBeVisible();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [getListFaqsMockHandler(never)] } } };

export const Empty: Story = {
  parameters: { msw: { handlers: [getListFaqsMockHandler({ data: [] })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No questions yet.', {}, SLOW)).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [getListFaqsMockHandler(failWith(500))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('There was an error loading data. Please try again later.');
  },
};

export const Mobile: Story = { globals: mobile, play: QuestionOpen.play };
