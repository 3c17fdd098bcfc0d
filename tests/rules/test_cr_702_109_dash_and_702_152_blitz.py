"""CR 702.109a dash: “You may cast this card by paying [cost] rather than its mana cost,” “If this spell's dash
cost was paid, return the permanent this spell becomes to its owner's hand at the beginning of the next end
step,” and “As long as this permanent's dash cost was paid, it has haste.” CR 702.152a blitz: the same
alternative cost; the permanent is sacrificed at the beginning of the next end step, and has haste and “When
this permanent is put into a graveyard from the battlefield, draw a card.” 608.3g: the delayed triggered
ability is created as the permanent is put onto the battlefield. Played with compiled cards: Mardu Scout
({R}{R} 3/1, dash {1}{R}), Riveteers Requisitioner ({1}{R} 3/1, 'When ~ dies, create a Treasure token.',
blitz {2}{R})."""

from __future__ import annotations

from support import board, pass_both, pass_until, use_compiled

use_compiled("Mardu Scout", "Riveteers Requisitioner")


def _cast(game, name: str, alternative: str) -> int:
    game.apply(f"cast {game.find(name)}")
    game.apply(f"alternative {alternative}")
    game.apply("autopay")
    pass_both(game)
    return game.find(name, zone="battlefield")


def test_702_109a_dash_gives_haste_and_returns_it_at_the_end_step() -> None:
    game = board({"hand": ["Mardu Scout"], "battlefield": ["Mountain", "Forest"]})
    scout = _cast(game, "Mardu Scout", "dash")
    assert "haste" in game.chars(scout).keywords
    pass_until(game, "end")
    pass_both(game)  # the delayed trigger resolves (603.7)
    assert game.find("Mardu Scout", zone="hand")


def test_702_109a_cast_for_its_mana_cost_it_stays_without_haste() -> None:
    game = board({"hand": ["Mardu Scout"], "battlefield": ["Mountain", "Mountain"]})
    scout = _cast(game, "Mardu Scout", "none")
    assert "haste" not in game.chars(scout).keywords
    pass_until(game, "end")
    assert not game.state.stack and game.find("Mardu Scout", zone="battlefield")


def test_702_152a_blitz_sacrifices_it_and_it_draws_a_card() -> None:
    """702.152a: haste; sacrificed at the next end step; its own dies ability and the blitz one both
    trigger (a Treasure and a card)."""
    game = board({"hand": ["Riveteers Requisitioner"], "battlefield": ["Mountain", "Mountain", "Mountain"]})
    req = _cast(game, "Riveteers Requisitioner", "blitz")
    assert "haste" in game.chars(req).keywords
    hand = len(game.state.zones["hand:0"])
    pass_until(game, "end")
    for _ in range(10):
        if game.pending.kind == "order":
            game.apply("order " + " ".join(str(n) for n in game.pending.options))
        elif game.state.stack:
            pass_both(game)
        else:
            break
    assert game.find("Riveteers Requisitioner", zone="graveyard")
    assert len(game.state.zones["hand:0"]) == hand + 1
    assert any(game.chars(o).name == "Treasure" for o in game.zone("battlefield"))
