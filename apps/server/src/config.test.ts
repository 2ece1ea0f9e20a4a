import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('uses the documented defaults', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.STORAGE).toBe('local');
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.isProduction).toBe(false);
    expect(config.MAIL_FROM).toBe('"Riverside Golf & Country Club" <info@example.com>');
    expect(config.MAX_REQUESTS_IN_FLIGHT).toBe(100);
    expect(config.MAX_EVENT_LOOP_DELAY_MS).toBe(1000);
    expect(config.MAIL_RETRY_LIMIT).toBe(9);
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash', () => {
    expect(parseConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(parseConfig({ PUBLIC_URL: 'https://club.example/' }).PUBLIC_URL).toBe('https://club.example');
  });

  it('says whether PUBLIC_URL was given, by itself or through PORT, or only guessed', () => {
    expect([parseConfig({}), parseConfig({ PORT: '' }), parseConfig({ PORT: '8080' }), parseConfig({ PUBLIC_URL: 'https://club.example' })].map((config) => config.publicUrlGiven)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/club'],
    ['PUBLIC_URL', 'not a url'],
    ['STORAGE', 'ftp'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
    ['REDIS_URL', 'http://cache:6379'],
    ['METRICS_TOKEN', 'short'],
    ['MAX_REQUESTS_IN_FLIGHT', '0'],
    ['MAX_REQUESTS_IN_FLIGHT', 'many'],
    ['MAX_EVENT_LOOP_DELAY_MS', '-5'],
    ['MAIL_RETRY_LIMIT', '-1'],
    ['MAIL_RETRY_LIMIT', 'often'],
    ['PAYMENT_PROVIDER', 'paypal'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'yes'],
    ['REVIEWS_WIDGET_URL', 'http://widgets.example/club'],
    ['REVIEWS_WIDGET_URL', 'javascript:alert(1)'],
  ])('refuses a bad %s with a message naming it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('keeps backups under DATA_DIR unless BACKUP_DIR says where', () => {
    expect(parseConfig({ DATA_DIR: '/srv/club' }).BACKUP_DIR).toBe('/srv/club/backups');
    expect(parseConfig({ DATA_DIR: '/srv/club', BACKUP_DIR: '/mnt/copies' }).BACKUP_DIR).toBe('/mnt/copies');
  });

  it('requires the bucket, region and keys when STORAGE=s3, naming the missing one', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'club-uploads', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    const config = parseConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' });
    expect([config.STORAGE, config.S3_FORCE_PATH_STYLE, parseConfig(s3).S3_FORCE_PATH_STYLE]).toEqual(['s3', true, false]);
    for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      expect(() => parseConfig({ ...s3, [name]: '' })).toThrow(new RegExp(`${name}: is required when STORAGE=s3`));
    }
  });

  it('requires every bKash setting when PAYMENT_PROVIDER=bkash, naming the missing one', () => {
    const bkash = {
      PAYMENT_PROVIDER: 'bkash',
      BKASH_BASE_URL: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
      BKASH_APP_KEY: 'key',
      BKASH_APP_SECRET: 'secret',
      BKASH_USERNAME: 'merchant',
      BKASH_PASSWORD: 'password',
    };
    expect(parseConfig(bkash).PAYMENT_PROVIDER).toBe('bkash');
    expect(() => parseConfig({ ...bkash, BKASH_APP_SECRET: '' })).toThrow(/BKASH_APP_SECRET: is required when PAYMENT_PROVIDER=bkash/);
  });

  it('refuses the sandbox wallet in production, where it would unlock dashboards for free', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER: must be bkash in production/);
  });
});
