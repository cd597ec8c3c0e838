import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      NODE_ENV: 'development',
      isProduction: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('stores files in DATA_DIR/files up to 25 MiB by default, in S3 when configured whole', () => {
    expect(loadConfig({})).toMatchObject({ STORAGE: 'local', UPLOAD_MAX_BYTES: 25 * 1024 * 1024, s3: null });
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'files' })).toThrow(/S3_ACCESS_KEY_ID: required/);
    const s3 = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).s3;
    expect(s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'files',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '10' })).toThrow(/UPLOAD_MAX_BYTES/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('stops with a message naming the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('requires APP_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) }).isProduction).toBe(true);
  });

  it('requires MAIL_FROM with SMTP and accepts only smtp and smtps URLs', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.fr:587' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ SMTP_HOST: 'mail.example.fr' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.fr', MAIL_FROM: 'a@b.fr' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.fr:465', MAIL_FROM: 'a@b.fr' }).SMTP_URL).toBe(
      'smtps://mail.example.fr:465',
    );
  });
});
