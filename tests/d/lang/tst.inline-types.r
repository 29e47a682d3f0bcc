1 3 inl 44

