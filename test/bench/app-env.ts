/** The app's settings in a bench: request logs off (the figures measure the server, not the log pipe) and limits out of the seeding's way. */
export function benchAppEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    FREE_PLAN_QUIZZES: '1000000',
    FREE_PLAN_STUDENTS: '100000',
    RATE_LIMIT_REGISTER_PER_HOUR: '100000',
  };
}
