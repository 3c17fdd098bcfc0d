"""A sentence that names two targets and the instructions that refer to each (115.1, 601.2c; Blizzard Brawl):
'Choose target creature you control and target creature you don't control. ... the creature you control gets
+1/+0 ... Then those creatures fight each other.'"""
