   ID   PROVIDER            MODULE                          FUNCTION NAME
    2     dtrace                                                     END
    1     dtrace                                                     BEGIN
-- @@stderr --
