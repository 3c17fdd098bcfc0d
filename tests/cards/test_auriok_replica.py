"""Auriok Replica (compiled from its Oracle text): '{W}, Sacrifice Auriok Replica: Prevent all damage a source of
your choice would deal to you this turn.' (609.7a: the source is chosen as the ability resolves; 615.1a: unlike
'the next time' (615.3), the effect lasts the turn and isn't used up by the first damage it prevents)."""

from __future__ import annotations

from support import board, resolve_stack

AR = "Auriok Replica"


def _bolt_at_p1(game):
    game.apply(f"cast {game.find('Lightning Bolt', player=1)}")
    game.apply("target P1")
    game.apply("autopay")
    return game.state.stack[-1]


def test_cr_615_1a_all_damage_of_the_chosen_source_to_you_this_turn() -> None:
    """Ruling (2011-01-01): "You choose a source of damage as the ability resolves." and "If the chosen source
    would deal damage to you and to other creatures, players, and/or planeswalkers, only the damage that would
    be dealt to you is prevented." The chosen Bolt's damage to P1 is prevented and the effect remains for the turn (it isn't a 'next time'
    shield); another source's damage isn't prevented."""
    game = board({"battlefield": [AR, "Plains"]},
                 {"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt", "Lightning Bolt"]}, active="P2")
    bolt = _bolt_at_p1(game)
    game.apply("pass")
    game.apply(f"activate {game.find(AR)} 1")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "choose" and bolt in game.pending.options
    game.apply(f"choose {bolt}")
    resolve_stack(game)
    assert game.state.players[0].life == 20
    assert any(getattr(r.ability, "pairs", False) for r in game.state.replacements)  # still there (not 615.3)
    _bolt_at_p1(game)
    resolve_stack(game)
    assert game.state.players[0].life == 17
