"""107.1, 608.2c: 'For each [count], [instruction]' multiplies the instruction's fixed amount by the count, as it
resolves (mechanics/exiled_this_way); 'discarded this way' (701.9a) and 'sacrificed this way' (701.21a) count
and condition on what earlier instructions of the same resolution did (mechanics/discarded_this_way,
mechanics/destroyed_this_way)."""

from __future__ import annotations

from support import basics, board, cast, hand_size, names, pass_both, resolve_stack, tokens, use_compiled

use_compiled("Seasoned Pyromancer", "Brass's Bounty", "Syphon Flesh", "Psychic Miasma", "Warren Weirding")


def _token_names(game, player: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(game.chars(t).name for t in tokens(game, player))


def test_seasoned_pyromancer_makes_a_token_for_each_nonland_card_discarded_this_way() -> None:
    """'When Seasoned Pyromancer enters the battlefield, discard two cards, then draw two cards. For each nonland
    card discarded this way, create a 1/1 red Elemental creature token.' (701.9a, 608.2c): a Shock and a
    Mountain are discarded, so one token."""
    game = board({"battlefield": [*basics(Mountain=3)], "hand": ["Seasoned Pyromancer", "Shock", "Mountain"]})
    cast(game, "Seasoned Pyromancer")
    resolve_stack(game)
    assert names(game, "graveyard") == ["Mountain", "Shock"]
    assert hand_size(game) == 2
    assert _token_names(game) == ["Elemental Token"]


def test_seasoned_pyromancer_ruling_fewer_than_two_cards_in_hand() -> None:
    """Ruling: 'If you have fewer than two cards in hand as Seasoned Pyromancer's first ability resolves, you'll
    discard your hand, then draw two cards regardless of how many you discarded.' One Forest discarded: two
    cards drawn, and no token (no nonland card was discarded)."""
    game = board({"battlefield": [*basics(Mountain=3)], "hand": ["Seasoned Pyromancer", "Forest"]})
    cast(game, "Seasoned Pyromancer")
    resolve_stack(game)
    assert names(game, "graveyard") == ["Forest"]
    assert hand_size(game) == 2
    assert tokens(game) == []


def test_107_1_brass_bounty_creates_a_treasure_for_each_land_you_control() -> None:
    """'For each land you control, create a Treasure token.': seven lands, seven Treasures (111.10a)."""
    game = board({"battlefield": [*basics(Mountain=7)], "hand": ["Brass's Bounty"]},
                 {"battlefield": [*basics(Forest=2)]})
    cast(game, "Brass's Bounty")
    pass_both(game)
    assert _token_names(game) == ["Treasure"] * 7
    assert tokens(game, 1) == []


def test_701_21a_syphon_flesh_counts_the_creatures_sacrificed_this_way() -> None:
    """'Each other player sacrifices a creature. You create a 2/2 black Zombie creature token for each creature
    sacrificed this way.': the opponent with a creature sacrifices it, so one Zombie; with none, none."""
    game = board({"battlefield": [*basics(Swamp=5)], "hand": ["Syphon Flesh"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Syphon Flesh")
    pass_both(game)
    assert names(game, "graveyard", 1) == ["Grizzly Bears"]
    assert _token_names(game) == ["Zombie Token"]
    empty = board({"battlefield": [*basics(Swamp=5)], "hand": ["Syphon Flesh"]})
    cast(empty, "Syphon Flesh")
    pass_both(empty)
    assert tokens(empty) == []


def test_608_2c_psychic_miasma_returns_only_if_a_land_card_is_discarded_this_way() -> None:
    """'Target player discards a card. If a land card is discarded this way, return Psychic Miasma to its owner's
    hand.'"""
    game = board({"battlefield": [*basics(Swamp=2)], "hand": ["Psychic Miasma"]}, {"hand": ["Forest"]})
    cast(game, "Psychic Miasma", "P2")
    pass_both(game)
    assert names(game, "graveyard", 1) == ["Forest"]
    assert names(game, "hand") == ["Psychic Miasma"]
    other = board({"battlefield": [*basics(Swamp=2)], "hand": ["Psychic Miasma"]}, {"hand": ["Shock"]})
    cast(other, "Psychic Miasma", "P2")
    pass_both(other)
    assert names(other, "graveyard") == ["Psychic Miasma"]


def test_608_2c_warren_weirding_makes_goblins_only_if_a_goblin_is_sacrificed_this_way() -> None:
    """'Target player sacrifices a creature. If a Goblin is sacrificed this way, that player creates two 1/1
    black Goblin Rogue creature tokens, and those tokens gain haste until end of turn.'"""
    game = board({"battlefield": [*basics(Swamp=2)], "hand": ["Warren Weirding"]},
                 {"battlefield": ["Goblin Piker"]})
    cast(game, "Warren Weirding", "P2")
    pass_both(game)
    assert _token_names(game, 1) == ["Goblin Rogue Token"] * 2
    other = board({"battlefield": [*basics(Swamp=2)], "hand": ["Warren Weirding"]},
                  {"battlefield": ["Grizzly Bears"]})
    cast(other, "Warren Weirding", "P2")
    pass_both(other)
    assert tokens(other, 1) == []
