-- @@stderr --
(clause
  (desc "BEGIN")
  (pred (binary > (ident pid) (int 0)))
  (body
    (stmt (assign = (ident x) (binary + (int 1) (binary * (int 2) (int 3)))))
    (stmt (call trace (ident x)))))
