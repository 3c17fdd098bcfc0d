"""'That player may pay {2}. If they don't, ...' / '... If they do, ...' (Smothering Tithe, Unifying Theory;
118.12, 608.2d): another player chooses whether to pay as the ability resolves."""
