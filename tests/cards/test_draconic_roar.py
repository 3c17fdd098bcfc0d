"""Draconic Roar and the Dragons of Tarkir 'Dragon bonus' family: 'As an additional cost to cast this spell, you may
reveal a Dragon card from your hand.' and 'If you revealed a Dragon card or controlled a Dragon as you cast this
spell, ...' (601.2b: an optional additional cost; 601.2i: the Dragon controlled as the spell becomes cast; Silumgar's
Scorn and Foul-Tongue Invocation share the condition)."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform import Game

ROAR = "Draconic Roar"
PREROGATIVE = "Dragonlord's Prerogative"


def _cast_roar(game: Game, reveal: str | None = None) -> None:
    """Casts Draconic Roar at P2's Colossal Dreadmaw, revealing `reveal` from the hand if given."""
    game.apply(f"cast {game.find(ROAR, zone='hand')}")
    while game.pending.kind == "additional":
        game.apply(f"additional {'reveal' if reveal else 'none'}")
    game.apply(f"target {game.find('Colossal Dreadmaw')}")
    if game.pending.kind == "reveal":
        assert reveal is not None
        game.apply(f"reveal {game.find(reveal, zone='hand')}")
    game.apply("autopay")


def _roar_game(hand: tuple[str, ...] = (), mine: tuple[str, ...] = ()) -> Game:
    return board({"hand": [ROAR, *hand], "battlefield": ["Mountain", "Mountain", *mine]},
                 {"battlefield": ["Colossal Dreadmaw"]})


def test_without_a_dragon_only_the_creature_is_dealt_damage() -> None:
    game = _roar_game()
    _cast_roar(game)
    pass_both(game)
    assert game.state.objects[game.find("Colossal Dreadmaw")].damage == 3
    assert game.state.players[1].life == 20


def test_controlling_a_dragon_as_you_cast_it_deals_3_to_the_controller() -> None:
    """'If you ... controlled a Dragon as you cast this spell, Draconic Roar deals 3 damage to that creature's
    controller.'"""
    game = _roar_game(mine=("Shivan Dragon",))
    _cast_roar(game)
    pass_both(game)
    assert game.state.players[1].life == 17


def test_revealing_a_dragon_card_deals_3_to_the_controller() -> None:
    """The revealed card stays in the hand (701.20a)."""
    game = _roar_game(hand=("Shivan Dragon",))
    _cast_roar(game, reveal="Shivan Dragon")
    pass_both(game)
    assert game.state.players[1].life == 17
    assert game.find("Shivan Dragon", zone="hand")


def test_ruling_no_extra_bonus_for_both() -> None:
    """Ruling: "You can't reveal more than one Dragon card to multiply the bonus. There is also no additional
    benefit for both revealing a Dragon card as an additional cost and controlling a Dragon as you cast the
    spell.\""""
    game = _roar_game(hand=("Shivan Dragon",), mine=("Thunderbreak Regent",))
    _cast_roar(game, reveal="Shivan Dragon")
    pass_both(game)
    assert game.state.players[1].life == 17


def test_601_2i_the_dragon_is_counted_as_the_spell_is_cast_not_as_it_resolves() -> None:
    """Ruling: "If you don't reveal a Dragon card from your hand, you must control a Dragon as you are finished
    casting the spell to get the bonus." The Dragon destroyed after Draconic Roar was cast (Murder, cast in
    response) still gave it; a Dragon arriving afterwards wouldn't."""
    game = board({"hand": [ROAR, "Murder"], "battlefield": ["Mountain", "Mountain", "Swamp", "Swamp", "Swamp",
                                                            "Shivan Dragon"]},
                 {"battlefield": ["Colossal Dreadmaw"]})
    _cast_roar(game)
    cast(game, game.find("Murder", zone="hand"), game.find("Shivan Dragon"))
    pass_both(game)
    assert game.find("Shivan Dragon", zone="graveyard")
    pass_both(game)
    assert game.state.players[1].life == 17


def test_silumgars_scorn_counters_outright_with_a_dragon() -> None:
    """Silumgar's Scorn: 'Counter target spell unless its controller pays {1}. If you revealed a Dragon card or
    controlled a Dragon as you cast this spell, counter that spell instead.' (P2 could pay {1}, but isn't asked)"""
    game = board({"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Mountain"]},
                 {"hand": ["Silumgar's Scorn"], "battlefield": ["Island", "Island", "Island", "Shivan Dragon"]})
    bolt = cast(game, game.find("Lightning Bolt", zone="hand"), "P2")
    game.apply("pass")
    cast(game, game.find("Silumgar's Scorn", zone="hand"), bolt)
    pass_both(game)
    assert game.find("Lightning Bolt", zone="graveyard")
    assert game.state.players[1].life == 20


def test_foul_tongue_invocation_gains_4_life_with_a_dragon() -> None:
    """Foul-Tongue Invocation: 'Target player sacrifices a creature. If you revealed a Dragon card or controlled a
    Dragon as you cast this spell, you gain 4 life.'"""
    game = board({"hand": ["Foul-Tongue Invocation"], "battlefield": ["Swamp", "Swamp", "Swamp", "Shivan Dragon"]},
                 {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find('Foul-Tongue Invocation', zone='hand')}")
    while game.pending.kind == "additional":
        game.apply("additional none")
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    assert game.find("Grizzly Bears", zone="graveyard")
    assert game.state.players[0].life == 24


def _prerogative(mine: tuple[str, ...]) -> Game:
    """P1 casts Dragonlord's Prerogative (no reveal); P2 answers with Counterspell."""
    game = board({"hand": ["Dragonlord's Prerogative"], "battlefield": ["Island"] * 6 + list(mine)},
                 {"hand": ["Counterspell"], "battlefield": ["Island", "Island"]})
    game.apply(f"cast {game.find(PREROGATIVE, zone='hand')}")
    while game.pending.kind == "additional":
        game.apply("additional none")
    game.apply("autopay")
    spell = game.state.stack[-1]
    game.apply("pass")
    cast(game, game.find("Counterspell", zone="hand"), spell)
    pass_both(game)
    return game


def test_dragonlords_prerogative_cant_be_countered_with_a_dragon() -> None:
    """Dragonlord's Prerogative: 'If you revealed a Dragon card or controlled a Dragon as you cast this spell, this
    spell can't be countered.' (Counterspell resolves and does nothing to it; P1 then draws four cards)"""
    game = _prerogative(("Shivan Dragon",))
    assert game.find("Counterspell", zone="graveyard")
    assert game.state.stack and game.chars(game.state.stack[-1]).name == "Dragonlord's Prerogative"
    hand = len(game.zone("hand", 0))
    pass_both(game)
    assert len(game.zone("hand", 0)) == hand + 4


def test_dragonlords_prerogative_without_a_dragon_is_countered() -> None:
    game = _prerogative(())
    assert game.find("Dragonlord's Prerogative", zone="graveyard")
