"""Orator of Ojutai and Scaleguard Sentinels: 'As an additional cost to cast this spell, you may reveal a Dragon card
from your hand.' and 'When Orator of Ojutai enters the battlefield, if you revealed a Dragon card or controlled a
Dragon as you cast this spell, draw a card.' / 'Scaleguard Sentinels enters the battlefield with a +1/+1 counter on
it if you revealed a Dragon card or controlled a Dragon as you cast this spell.' The permanent knows these facts of
the spell it was (400.7d: rules/cast_facts.py; 601.2b, 601.2i: recorded as the spell became cast)."""

from __future__ import annotations

from support import board, pass_both, resolve_stack, use_compiled

from lithoform import Game

use_compiled("Orator of Ojutai", "Scaleguard Sentinels")

ORATOR, SENTINELS = "Orator of Ojutai", "Scaleguard Sentinels"


def _cast(game: Game, name: str, reveal: str | None = None) -> int:
    """Casts `name` from the hand, revealing `reveal` for its additional cost if given; returns the spell's id."""
    game.apply(f"cast {game.find(name, zone='hand')}")
    while game.pending.kind == "additional":
        game.apply(f"additional {'reveal' if reveal else 'none'}")
    if game.pending.kind == "reveal":
        assert reveal is not None
        game.apply(f"reveal {game.find(reveal, zone='hand')}")
    game.apply("autopay")
    return game.state.zones["stack"][-1]


def _plus_counters(game: Game, oid: int) -> int:
    return game.state.objects[oid].counter("+1/+1")


def _hand(game: Game) -> list[str]:
    return sorted(game.state.objects[o].card for o in game.state.zones["hand:0"])


def test_orator_revealing_a_dragon_card_draws_a_card() -> None:
    """'When Orator of Ojutai enters the battlefield, if you revealed a Dragon card ... as you cast this spell, draw
    a card.': the permanent's trigger reads the cost its spell paid (400.7d)."""
    game = board({"hand": [ORATOR, "Shivan Dragon"], "battlefield": ["Plains", "Plains"], "library": ["Island"]})
    _cast(game, ORATOR, reveal="Shivan Dragon")
    resolve_stack(game)
    assert _hand(game) == ["Island", "Shivan Dragon"]


def test_orator_controlling_a_dragon_as_it_is_cast_draws_a_card() -> None:
    """'... or controlled a Dragon as you cast this spell, draw a card.'"""
    game = board({"hand": [ORATOR], "battlefield": ["Plains", "Plains", "Shivan Dragon"], "library": ["Island"]})
    _cast(game, ORATOR)
    resolve_stack(game)
    assert _hand(game) == ["Island"]


def test_orator_without_a_dragon_draws_nothing() -> None:
    game = board({"hand": [ORATOR], "battlefield": ["Plains", "Plains"], "library": ["Island"]})
    _cast(game, ORATOR)
    resolve_stack(game)
    assert _hand(game) == [] and game.find(ORATOR, zone="battlefield")


def test_ruling_orator_the_dragon_must_be_controlled_as_the_casting_finishes() -> None:
    """Ruling: "If you don't reveal a Dragon card from your hand, you must control a Dragon as you are finished
    casting the spell to get the bonus. For example, if you lose control of your only Dragon while casting the
    spell (because, for example, you sacrificed it to activate a mana ability), you won't get the bonus." The only
    Dragon is sacrificed to Ashnod's Altar (a mana ability) to pay for Orator of Ojutai: no card is drawn."""
    game = board({"hand": [ORATOR], "battlefield": ["Plains", "Plains", "Ashnod's Altar", "Shivan Dragon"],
                  "library": ["Island"]})
    game.apply(f"cast {game.find(ORATOR, zone='hand')}")
    while game.pending.kind == "additional":
        game.apply("additional none")
    game.apply(f"activate {game.find('Plains')} 1")
    altar, dragon = game.find("Ashnod's Altar"), game.find("Shivan Dragon")
    game.apply(f"activate {altar} 1 sac:{dragon}")
    if game.pending.kind == "pay":
        game.apply("pay")
    assert game.find("Shivan Dragon", zone="graveyard")
    resolve_stack(game)
    assert game.find(ORATOR, zone="battlefield") and _hand(game) == []


def test_sentinels_enter_with_a_counter_when_a_dragon_card_was_revealed() -> None:
    """'Scaleguard Sentinels enters the battlefield with a +1/+1 counter on it if you revealed a Dragon card ... as
    you cast this spell.' (614.1c: read as it enters, from the spell it was, 400.7d)"""
    game = board({"hand": [SENTINELS, "Shivan Dragon"], "battlefield": ["Forest", "Forest"]})
    _cast(game, SENTINELS, reveal="Shivan Dragon")
    resolve_stack(game)
    assert _plus_counters(game, game.find(SENTINELS)) == 1


def test_sentinels_without_a_dragon_enter_without_a_counter() -> None:
    game = board({"hand": [SENTINELS], "battlefield": ["Forest", "Forest"]})
    _cast(game, SENTINELS)
    resolve_stack(game)
    assert _plus_counters(game, game.find(SENTINELS)) == 0


def test_ruling_sentinels_no_extra_bonus_for_both() -> None:
    """Ruling: "You can't reveal more than one Dragon card to multiply the bonus. There is also no additional
    benefit for both revealing a Dragon card as an additional cost and controlling a Dragon as you cast the
    spell." One counter."""
    game = board({"hand": [SENTINELS, "Shivan Dragon"], "battlefield": ["Forest", "Forest", "Thunderbreak Regent"]})
    _cast(game, SENTINELS, reveal="Shivan Dragon")
    resolve_stack(game)
    assert _plus_counters(game, game.find(SENTINELS)) == 1


def _copied_sentinels(reveal: bool) -> Game:
    """Scaleguard Sentinels cast while controlling Thunderbreak Regent (a Dragon), revealing Shivan Dragon if
    `reveal`, and copied by Lithoform Engine ('{4}, {T}: Copy target permanent spell you control.')."""
    hand = [SENTINELS, "Shivan Dragon"] if reveal else [SENTINELS]
    game = board({"hand": hand, "battlefield": ["Forest", "Forest", "Lithoform Engine", "Thunderbreak Regent",
                                                *["Wastes"] * 4]})
    spell = _cast(game, SENTINELS, reveal="Shivan Dragon" if reveal else None)
    engine = game.find("Lithoform Engine")
    game.apply(f"activate {engine} 3")
    game.apply(f"target {spell}")
    game.apply("autopay")
    resolve_stack(game)
    return game


def test_ruling_sentinels_a_copy_gets_the_bonus_only_from_a_revealed_card() -> None:
    """Ruling: "If one of these spells is copied, the controller of the copy will get the "Dragon bonus" only if a
    Dragon card was revealed as an additional cost. The copy wasn't cast, so whether you controlled a Dragon won't
    matter." With a Dragon controlled but none revealed, the cast Sentinels get the counter and the copy's token
    doesn't; with Shivan Dragon revealed, both do (707.10: the copy copies the cost paid)."""
    game = _copied_sentinels(reveal=False)
    tokens = [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == SENTINELS]
    assert sorted(_plus_counters(game, o) for o in tokens) == [0, 1]
    assert [game.state.objects[o].token for o in tokens if _plus_counters(game, o) == 0] == [True]
    game = _copied_sentinels(reveal=True)
    tokens = [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == SENTINELS]
    assert sorted(_plus_counters(game, o) for o in tokens) == [1, 1]


def test_400_7_sentinels_flickered_come_back_without_the_spells_facts() -> None:
    """400.7: the permanent that comes back from exile is a new object with no memory of its previous existence,
    and no spell became it (400.7d doesn't apply): Scaleguard Sentinels cast revealing Shivan Dragon, then exiled
    and returned by Cloudshift, enter without a +1/+1 counter (the counter on the first permanent is gone too)."""
    game = board({"hand": [SENTINELS, "Shivan Dragon", "Cloudshift"], "battlefield": ["Forest", "Forest", "Plains"]})
    _cast(game, SENTINELS, reveal="Shivan Dragon")
    resolve_stack(game)
    assert _plus_counters(game, game.find(SENTINELS)) == 1
    game.apply(f"cast {game.find('Cloudshift', zone='hand')}")
    game.apply(f"target {game.find(SENTINELS)}")
    game.apply("autopay")
    pass_both(game)
    assert _plus_counters(game, game.find(SENTINELS, zone="battlefield")) == 0
