// The client's entry: everything it runs is in app/boot.tsx (see there and build.mjs's sharedBoot).
import { boot } from './app/boot';

void boot();
