import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DetailSection } from './DetailSection';
import { InfoList } from './InfoList';

const rows = [
  { label: '대출 금액', value: '7,000,000원', emphasis: true },
  { label: '금리', value: '연 11%' },
  { label: '상환 기간', value: '12개월' },
  { label: '상환 방식', value: '원리금 균등 상환' },
];

const meta = {
  title: 'UI/InfoList',
  component: InfoList,
  args: { rows },
} satisfies Meta<typeof InfoList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const OnPanel: Story = { args: { panel: true } };
/** A value the server left out shows as a dash; a long one wraps. */
export const UnusualValues: Story = {
  args: {
    rows: [
      { label: '대출 금액', value: '—' },
      { label: '담보 저작권', value: '아주 긴 곡 제목 '.repeat(20) },
      { label: '상태', value: '알 수 없는 상태' },
    ],
  },
};
/** In a titled section, as a contract's page has three. */
export const InSection: Story = {
  render: (args) => (
    <DetailSection title="대출 조건">
      <InfoList {...args} />
    </DetailSection>
  ),
};
