import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { PageTabs } from './PageTabs';

const tabs = [
  { value: 'mine', label: '내 음악', id: 'tab-mine', panelId: 'panel-mine' },
  { value: 'invested', label: '내가 투자한', id: 'tab-invested', panelId: 'panel-invested' },
] as const;
type Value = (typeof tabs)[number]['value'];

function Tabs({ start }: { start: Value }) {
  const [value, setValue] = useState<Value>(start);
  return (
    <>
      <PageTabs tabs={tabs} value={value} onChange={setValue} label="내 음악 구분" />
      <div role="tabpanel" id={`panel-${value}`} aria-labelledby={`tab-${value}`}>
        {value === 'mine' ? '등록한 음악' : '투자한 대출'}
      </div>
    </>
  );
}

const meta = {
  title: 'UI/PageTabs',
  component: Tabs,
  parameters: { layout: 'fullscreen' },
  args: { start: 'mine' },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {};
export const Second: Story = { args: { start: 'invested' } };
