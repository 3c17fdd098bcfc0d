"""CR 400.7 / 400.2 / 608.2c: Recoil ('Return target permanent to its owner's hand. Then that player discards a
card.') returns the permanent as a new object in its owner's hand and, in the same resolution, that player chooses
the card to discard. The deciding player's own view shows the returned card among what they may choose (it is in
their hand, 400.2), though the resolution hasn't finished; the other player's view doesn't."""

from __future__ import annotations

from support import board

from lithoform.play.observation import observe


def _to_the_discard(game) -> None:
    """P1 casts Recoil on P2's Grizzly Bears, pays, and both pass: P2 is asked to discard."""
    game.apply(f"cast {game.find('Recoil')}")
    game.apply(f"target {game.find('Grizzly Bears')}")
    while game.pending.kind == "pay":
        game.apply("autopay")
    game.apply("pass")
    game.apply("pass")


def test_400_7_recoil_the_returned_card_is_shown_to_its_owner_as_an_option() -> None:
    game = board({"battlefield": ["Island", "Island", "Swamp"], "hand": ["Recoil"]},
                 p2={"battlefield": ["Grizzly Bears"], "hand": ["Lightning Bolt"]})
    _to_the_discard(game)
    p = game.pending
    assert p.player == 1 and p.kind == "choose" and len(p.options) == 2
    seen = observe(game, 1)
    shown = {v.id: v for v in (*seen.hand, *seen.looking_at)}
    assert set(p.options) <= set(shown)  # every option is a card P2 sees
    returned = next(v for v in seen.looking_at)
    assert returned.name == "Grizzly Bears" and returned.zone == "hand" and returned.owner == 1
    assert observe(game, 0).looking_at == ()  # 400.2: P1 doesn't see P2's hand
    game.apply(f"choose {returned.id}")
    assert game.find("Grizzly Bears", zone="graveyard")
