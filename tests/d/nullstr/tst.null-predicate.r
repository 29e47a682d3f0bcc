absent
present

