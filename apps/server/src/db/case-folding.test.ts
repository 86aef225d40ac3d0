import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { builtinLowerServes } from './case-folding';
import { registerSqliteFunctions } from './sqlite-functions.mjs';

describe('case folding on SQLite', () => {
  const connection = new SqliteDatabase(':memory:');
  registerSqliteFunctions(connection);
  const matches = connection.prepare<[string, string, string, string]>(
    `select lower(?) like ? escape '\\' as builtin, unicode_lower(?) like ? escape '\\' as every`,
  );
  const texts = [
    'Утренняя прогулка вдоль РЕКИ',
    'L’ÉCOLE est fermée, Straße 12',
    '東京の写真がとても好きです',
    'Sunny DAY ☀️ with 🌵 cactus',
    'ÅSA and Élodie went to the GARDEN',
    'ΟΔΥΣΣΕΥΣ, Ὀδυσσεύς',
  ];

  it('lower-cases every letter with unicode_lower, where the built-in folds ASCII only', () => {
    const row = connection.prepare('select lower(?) as builtin, unicode_lower(?) as every');
    expect(row.get('ÉCOLE Путин', 'ÉCOLE Путин')).toEqual({
      builtin: 'École Путин',
      every: 'école путин',
    });
    expect(row.get(null, null)).toEqual({ builtin: null, every: null });
  });

  it('keeps the built-in only for typed text it matches alike', () => {
    const typed = ['garden', 'Day', '写真', '🌵', '12', 'é', 'рек', 'école', 'ὀδυσ', 'the'];
    for (const word of typed) {
      const pattern = `%${word.toLowerCase()}%`;
      for (const text of texts) {
        const { builtin, every } = matches.get(text, pattern, text, pattern) as {
          builtin: number;
          every: number;
        };
        if (builtinLowerServes(word)) expect(builtin, `${word} in ${text}`).toBe(every);
      }
    }
    expect(typed.filter(builtinLowerServes)).toEqual(['garden', 'Day', '写真', '🌵', '12', 'the']);
  });
});
