export function App() {
  return <h1>Report Explorer</h1>;
}
