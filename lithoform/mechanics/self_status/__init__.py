"""Conditions on the status of the permanent with the ability: '~ has first strike as long as it's
attacking', 'as long as ~ is equipped, it gets +1/+1', '~ has flying as long as it's enchanted', 'if ~ is
tapped' (506.4 attacking creatures, 110.5 tapped, 301.5 and 303.4 attached Equipment and Auras; 611.3a)."""
