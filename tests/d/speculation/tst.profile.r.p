exec sort | uniq -c
