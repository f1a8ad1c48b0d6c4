import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { addOption, CONTROL_OPTIONS_MAX, type FieldIssue, moveOption } from '@store/domain';
import { Button, Empty, Form, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { textOf } from '../../components/form-issues';
import { useLocalizedPagination } from '../../dashboard/entity/use-localized-pagination';
import { messageNodes } from '../../i18n/message';
import { useFormatters } from '../../i18n/use-formatters';
import { useTranslation } from '../../i18n/use-translation';

interface OptionListProps {
  /** The control's name, for the heading. */
  name: string;
  options: readonly string[];
  onChange: (options: string[]) => void;
}

/** Long lists are shown a page at a time, so a list of 1000 options stays quick to reorder. */
const PAGE_SIZE = 50;

/**
 * The option-list mode of the builder (spec 000 §2): the options of a select, radio or multicheck
 * control, added (once each, at most 1000 — spec 000 §5, §9), removed and reordered. A refused
 * option stays in the input with the reason under it.
 */
export function OptionListView({ name, options, onChange }: OptionListProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [issue, setIssue] = useState<FieldIssue | null>(null);
  const [page, setPage] = useState(1);
  const f = useFormatters();
  const paging = useLocalizedPagination();

  const add = () => {
    const added = addOption(options, text);
    if ('issue' in added) {
      setIssue(added.issue);
      return;
    }
    onChange(added.options);
    setText('');
    setIssue(null);
    setPage(Math.ceil(added.options.length / PAGE_SIZE));
  };

  return (
    <section className="option-list" data-testid="option-list" aria-labelledby="option-list-title">
      <Typography.Title level={5} id="option-list-title">
        {messageNodes(t, 'templates.options.title', { name })}
      </Typography.Title>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('templates.options.new')}
          htmlFor="option-new"
          validateStatus={issue ? 'error' : ''}
          help={issue ? <span data-testid="option-error">{textOf(issue, t)}</span> : undefined}
          extra={t('templates.options.count', { n: f.count(options.length), max: f.count(CONTROL_OPTIONS_MAX) })}
        >
          <Space.Compact className="option-list__new">
            <Input
              id="option-new"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setIssue(null);
              }}
              onPressEnter={add}
              data-testid="option-input"
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={add} data-testid="option-add">
              {t('templates.options.add')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      {options.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('templates.options.empty')} />
      ) : (
        <List
          size="small"
          bordered
          dataSource={options.map((option, index) => ({ option, index }))}
          rowKey="option"
          pagination={
            options.length > PAGE_SIZE
              ? { current: page, pageSize: PAGE_SIZE, onChange: setPage, showSizeChanger: false, itemRender: paging.itemRender }
              : false
          }
          renderItem={({ option, index }) => (
            <List.Item
              data-testid="option-item"
              actions={[
                <Button
                  key="up"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  onClick={() => onChange(moveOption(options, index, -1))}
                  aria-label={t('templates.options.moveup')}
                  data-testid="option-up"
                />,
                <Button
                  key="down"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={index === options.length - 1}
                  onClick={() => onChange(moveOption(options, index, 1))}
                  aria-label={t('templates.options.movedown')}
                  data-testid="option-down"
                />,
                <Button
                  key="delete"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => onChange(options.filter((_, i) => i !== index))}
                  aria-label={t('templates.options.delete')}
                  data-testid="option-delete"
                />,
              ]}
            >
              <bdi className="option-list__text">{option}</bdi>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
