import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { migrations } from '@kg/migrations';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from './db.service.js';
import { migrateWithLock } from './migrate.js';

// Calendar days stay 'YYYY-MM-DD' strings: a day has no time zone. bigint and numeric stay strings (money).
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        type: 'postgres' as const,
        url: config.databaseUrl,
        autoLoadEntities: true,
        synchronize: false,
        migrations,
        migrationsRun: false,
        migrationsTransactionMode: 'each' as const,
        extra: { max: Number(process.env.DATABASE_POOL_SIZE ?? 20), application_name: 'kindergarten-api' },
      }),
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        await migrateWithLock(dataSource);
        return dataSource;
      },
    }),
  ],
  providers: [Db],
  exports: [Db],
})
export class DatabaseModule {}
