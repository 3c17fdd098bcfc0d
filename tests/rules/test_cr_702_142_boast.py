"""CR 702.142a boast: “Boast — [Cost]: [Effect]” means “[Cost]: [Effect]. Activate only if this creature
attacked this turn and only once each turn.” (602.5b). Played with compiled cards: Usher of the Fallen (2/1,
'Boast — {1}{W}: Create a 1/1 white Human Warrior creature token.')."""

from __future__ import annotations

from support import attack, board, pass_both, pass_until, to_attackers, use_compiled

use_compiled("Usher of the Fallen")


def _boasts(game) -> list:
    usher = game.find("Usher of the Fallen")
    return [a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == usher]


def test_702_142a_not_before_it_attacked() -> None:
    """702.142a: in the main phase before combat, the creature hasn't attacked: no activation."""
    game = board({"battlefield": ["Usher of the Fallen", "Plains", "Plains", "Plains", "Plains"]})
    assert not _boasts(game)


def test_702_142a_once_after_it_attacked() -> None:
    """702.142a, 602.5b: once it has attacked, the ability may be activated, once this turn."""
    game = board({"battlefield": ["Usher of the Fallen", "Plains", "Plains", "Plains", "Plains"]},
                 step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Usher of the Fallen"))
    assert game.pending.kind == "priority"
    game.apply(_boasts(game)[0])
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    tokens = [o for o in game.zone("battlefield") if game.chars(o).name == "Human Warrior Token"]
    assert len(tokens) == 1
    assert not _boasts(game)  # only once each turn, though two Plains are untapped


def test_702_142a_not_in_a_later_turn() -> None:
    """'attacked this turn': in the next turn, before attacking again, it can't be activated."""
    game = board({"battlefield": ["Usher of the Fallen", "Plains", "Plains"]}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Usher of the Fallen"))
    pass_until(game, "main1", turn=game.state.turn + 2)
    assert not _boasts(game)
