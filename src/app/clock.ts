/** The browser's clock: the one place "today" is read; everything else receives a Clock. */
import { format } from "date-fns";
import type { Clock } from "../engine/types.ts";

export const systemClock: Clock = { today: () => format(new Date(), "yyyy-MM-dd") };
