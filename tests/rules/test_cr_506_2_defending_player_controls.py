"""CR 506.2, 508.5: 'target creature defending player controls' (Ancient Hellkite): the player the source is
attacking; a target requirement checked as the ability is activated (601.2c) and on resolution (608.2b)."""

from __future__ import annotations

from support import attack, board, pass_both, to_attackers, use_compiled

use_compiled("Ancient Hellkite")


def _attacking():
    game = board({"battlefield": ["Ancient Hellkite", "Mountain", "Grizzly Bears"]},
                 {"battlefield": ["Hill Giant", "Runeclaw Bear"]}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Ancient Hellkite"))
    return game


def test_506_2_only_creatures_the_defending_player_controls() -> None:
    game = _attacking()
    hellkite = game.find("Ancient Hellkite")
    game.apply(f"activate {hellkite} 1")
    assert game.pending.kind == "target"
    assert set(game.pending.options) == {game.find("Hill Giant"), game.find("Runeclaw Bear")}
    game.apply(f"target {game.find('Runeclaw Bear')}")
    if game.pending.kind != "priority":
        game.apply("autopay")
    pass_both(game)
    assert game.state.objects[game.find("Runeclaw Bear")].damage == 1


def test_506_2_no_defending_player_outside_combat() -> None:
    """Outside combat there is no defending player: the ability couldn't be activated (it also says 'only if
    ~ is attacking'), and no creature would be a legal target."""
    game = board({"battlefield": ["Ancient Hellkite", "Mountain"]}, {"battlefield": ["Hill Giant"]})
    assert not any(a.kind == "activate" and a.args[:1] == (game.find("Ancient Hellkite"),)
                   for a in game.legal_actions())
