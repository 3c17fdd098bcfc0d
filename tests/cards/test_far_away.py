"""Far // Away — the fuse rulings as games (702.102).

Oracle text: Far {1}{U} Instant: "Return target creature to its owner's hand." // Away {2}{B} Instant: "Target
player sacrifices a creature." Fuse (You may cast one or both halves of this card from your hand.)
"""

from __future__ import annotations

from support import board, legal, pass_both

CARD = "Far // Away"
FUSED = 2


def _fused(game, *targets):  # type: ignore[no-untyped-def]
    game.apply(f"cast {game.find(CARD, zone='hand')} {FUSED}")
    for t in targets:
        game.apply(f"target {t}")
    game.apply("autopay")
    return game.state.stack[-1]


def test_ruling_an_illegal_target_does_nothing_the_rest_resolves() -> None:
    """2013-04-15: 'If at least one target is still legal at that time, the spell resolves, but an illegal
    target can't perform any actions or have any actions performed on it.' Grizzly Bears leaves before Far
    resolves; Away still makes P2 sacrifice Llanowar Elves."""
    game = board({"battlefield": ["Island"] * 2 + ["Swamp"] * 3, "hand": [CARD]},
                 {"battlefield": ["Grizzly Bears", "Llanowar Elves", "Island", "Island"], "hand": ["Unsummon"]})
    bears = game.find("Grizzly Bears")
    _fused(game, bears, "P2")
    game.apply("pass")
    unsummon = game.find("Unsummon", zone="hand")
    game.apply(f"cast {unsummon}")
    game.apply(f"target {bears}")
    game.apply("autopay")
    pass_both(game)  # Unsummon resolves: the Bears are in P2's hand, a new object (400.7)
    pass_both(game)
    assert game.find("Llanowar Elves", zone="graveyard") and game.find("Grizzly Bears", zone="hand")


def test_ruling_not_from_any_zone_but_the_hand() -> None:
    """2013-04-15: 'If you're casting a split card with fuse from any zone other than your hand, you can't
    cast both halves.' In the graveyard (no permission either) it isn't offered fused."""
    game = board({"battlefield": ["Island"] * 2 + ["Swamp"] * 3, "graveyard": [CARD]},
                 {"battlefield": ["Grizzly Bears"]})
    assert not legal(game, f"cast {game.find(CARD, zone='graveyard')} {FUSED}")


def test_ruling_a_fused_spell_is_multicolored_a_half_is_its_own_color() -> None:
    """2013-04-15: 'If such a card is cast as a fused split spell, the resulting spell is multicolored. If
    only one half is cast, the spell is the color of that half.'"""
    game = board({"battlefield": ["Island"] * 2 + ["Swamp"] * 3, "hand": [CARD]},
                 {"battlefield": ["Grizzly Bears"]})
    assert set(game.chars(_fused(game, game.find("Grizzly Bears"), "P2")).colors) == {"U", "B"}
    game = board({"battlefield": ["Island"] * 2, "hand": [CARD]}, {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find(CARD, zone='hand')} 0")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    assert set(game.chars(game.state.stack[-1]).colors) == {"U"}
