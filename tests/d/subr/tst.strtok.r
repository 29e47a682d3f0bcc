[Carrots]
[Barley]
[Oatmeal]
[Beans]
1
1

