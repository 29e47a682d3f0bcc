tst.dollar0.d

