import type { COURSE_ICONS } from '@ds/domain';
import {
  type Icon,
  IconBook,
  IconBus,
  IconCar,
  IconCaravan,
  IconChalkboardTeacher,
  IconFirstAidKit,
  IconLeaf,
  IconMoped,
  IconMotorbike,
  IconRoad,
  IconTractor,
  IconTruck,
} from '@tabler/icons-react';

/** The tabler icon drawn for each name of the fixed course icon set. */
export const COURSE_ICON_COMPONENTS: Record<(typeof COURSE_ICONS)[number], Icon> = {
  car: IconCar,
  motorcycle: IconMotorbike,
  moped: IconMoped,
  truck: IconTruck,
  bus: IconBus,
  tractor: IconTractor,
  trailer: IconCaravan,
  classroom: IconChalkboardTeacher,
  'first-aid': IconFirstAidKit,
  road: IconRoad,
  theory: IconBook,
  eco: IconLeaf,
};
