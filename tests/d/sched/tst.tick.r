ticks in target > 20: 1, all with curthread: 1

