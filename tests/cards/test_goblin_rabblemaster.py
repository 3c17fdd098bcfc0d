"""Goblin Rabblemaster, compiled from its Oracle text: 'Other Goblin creatures you control attack each combat
if able. / At the beginning of combat on your turn, create a 1/1 red Goblin creature token with haste. /
Whenever Goblin Rabblemaster attacks, it gets +1/+0 until end of turn for each other attacking Goblin.'"""

from __future__ import annotations

from support import board, controlled, pass_both, pt


def test_goblin_rabblemaster_token_must_attack_and_pumps_it() -> None:
    game = board({"battlefield": ["Goblin Rabblemaster", "Raging Goblin"]}, step="main1")
    rabble = game.find("Goblin Rabblemaster")
    pass_both(game)  # to the beginning of combat: the token trigger
    pass_both(game)  # it resolves
    (token,) = controlled(game, "Goblin Token")
    pass_both(game)  # on to declaring attackers
    assert game.pending.kind == "attackers"
    assert not any(a.kind == "done" for a in game.legal_actions())  # the other Goblins must attack (508.1d)
    game.apply(f"attack {token} P2")
    game.apply(f"attack {game.find('Raging Goblin')} P2")
    game.apply(f"attack {rabble} P2")
    game.apply("done")
    pass_both(game)  # the attack trigger resolves: two other attacking Goblins
    assert pt(game, rabble) == (2 + 2, 2)
