-- Decision 0151: a sign-in attempt is counted before its password is checked, in the one statement that reads the
-- counter, so attempts sent together count for each other. The wait is measured from the attempt before it: the
-- counter keeps that instant (NULL for the first one of a window).
ALTER TABLE contador_tentativa ADD COLUMN anterior timestamptz;
