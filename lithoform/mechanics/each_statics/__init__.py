"""Static abilities of 'each [permanent]' (611.3a): 'Each creature you control that's a Wolf or a Werewolf gets
+1/+1 and has trample.'"""
