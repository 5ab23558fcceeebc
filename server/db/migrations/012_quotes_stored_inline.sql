-- A rated quote's row (its request, answers and rating outcome) is a few kilobytes: kept in its
-- page uncompressed rather than compressed into TOAST, which cost the embedded database about a
-- fifth of its CPU per stored quote. Rows over a page's size are still TOASTed as before.
ALTER TABLE quotes SET (toast_tuple_target = 8160);
ALTER TABLE quote_ratings SET (toast_tuple_target = 8160);
