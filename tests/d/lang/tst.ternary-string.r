one other small

