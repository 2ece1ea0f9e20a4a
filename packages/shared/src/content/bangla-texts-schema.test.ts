import { describe, expect, it } from 'vitest';
import { translateMessage } from '../common/message-translations';
import { loadSchemaTranslations } from '../common/schema-translations';
import { banglaTextsSchema, banglaTooLongMessage } from './bangla-texts-schema';
import { contentLists, writtenFieldsOf } from './content-list-constants';

const schema = banglaTextsSchema([
  { name: 'title', label: 'Title', max: 10 },
  { name: 'description', label: 'Description', max: 50 },
]);

describe('the Bangla of a form’s texts', () => {
  it('keeps each text as typed, Bengali digits too, trimmed; drops empty ones and fields the form does not have', () => {
    expect(schema.parse({ title: ' কাপ ২০২৬ ', description: '  ', other: 'x' })).toEqual({ title: 'কাপ ২০২৬' });
    expect(schema.parse({})).toEqual({});
  });

  it('limits each text as its English is limited, naming the field', () => {
    const result = schema.safeParse({ title: 'ক'.repeat(11) });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['title', 'Title in Bangla is limited to 10 characters']]);
  });

  it('says so in Bangla for every written field of every content list', async () => {
    const tables = [await loadSchemaTranslations('bn')];
    for (const list of contentLists) {
      for (const field of writtenFieldsOf(list)) expect(translateMessage(banglaTooLongMessage(field), tables, 'bn'), `${list.key}.${field.name}`).toMatch(/বাংলায়/);
    }
  });
});
