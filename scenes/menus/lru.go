package menus

import "container/list"

// lru keeps the values used most recently, up to max of them, and hands each one it drops to gone
// (a picture's GPU memory is given back there): the Load list holds what is on screen and a
// little around it, whatever the number of saves.
type lru[K comparable, V any] struct {
	max   int
	order *list.List // of lruItem, the most recent first
	at    map[K]*list.Element
	gone  func(V)
}

type lruItem[K comparable, V any] struct {
	key K
	val V
}

func newLRU[K comparable, V any](max int, gone func(V)) *lru[K, V] {
	return &lru[K, V]{max: max, order: list.New(), at: map[K]*list.Element{}, gone: gone}
}

// get is the value kept for key, now the most recent.
func (c *lru[K, V]) get(key K) (V, bool) {
	if e, ok := c.at[key]; ok {
		c.order.MoveToFront(e)
		return e.Value.(lruItem[K, V]).val, true
	}
	var zero V
	return zero, false
}

// put keeps a value for key, dropping the least recent past max.
func (c *lru[K, V]) put(key K, val V) {
	if e, ok := c.at[key]; ok {
		c.drop(e)
	}
	c.at[key] = c.order.PushFront(lruItem[K, V]{key, val})
	c.trim()
}

// grow raises max to at least n (a tall window shows more rows than the cache held).
func (c *lru[K, V]) grow(n int) { c.max = max(c.max, n) }

func (c *lru[K, V]) trim() {
	for c.order.Len() > c.max {
		c.drop(c.order.Back())
	}
}

func (c *lru[K, V]) drop(e *list.Element) {
	it := c.order.Remove(e).(lruItem[K, V])
	delete(c.at, it.key)
	if c.gone != nil {
		c.gone(it.val)
	}
}

// clear drops every value.
func (c *lru[K, V]) clear() {
	for c.order.Len() > 0 {
		c.drop(c.order.Back())
	}
}

func (c *lru[K, V]) len() int { return c.order.Len() }
